import {
  chooseVehicle,
  continueToCustomerInfo,
  continueToPayment,
  fillCustomer,
  fillPayment,
  futureDate,
} from "./booking-support";
import { expect, test } from "./fixtures";
import { bookingsMatching } from "./support/api";
import { PHONE, screenshot } from "./support/browser";

test.describe("door to door", () => {
  test("books a ride from a hotel to a street address, the address said to be approximate", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/");
    const form = page.getByRole("form", { name: "Quick Booking" });

    // A hotel of the operator's own list (db/src/seed/venues.ts), said to be one in the suggestions.
    await form.getByRole("combobox", { name: /Pickup location/ }).fill("Charles Hot");
    const venues = form.getByRole("listbox", { name: "Pickup location suggestions" });
    const hotel = venues.getByRole("option", { name: /^The Charles Hotel, Cambridge, MA/ });
    await hotel.getByText("Hotel", { exact: true }).waitFor();
    await screenshot(page, "quick-booking-venue-suggestion-phone");
    await hotel.click();

    // A street address the gazetteer places at its city, and says so.
    await form.getByRole("combobox", { name: /Destination/ }).fill("1 Beacon Street, Boston");
    const addresses = form.getByRole("listbox", { name: "Destination suggestions" });
    const beacon = addresses.getByRole("option", { name: /^1 Beacon Street, Boston, MA/ });
    await beacon.getByText("Approximate: measured from Boston, MA").waitFor();
    await beacon.click();
    await form.locator('input[name="date"]').fill(futureDate(4));
    await form.locator('select[name="time"]').selectOption("08:00");
    await form.getByRole("button", { name: "Book Now" }).click();

    await page.getByRole("heading", { level: 1, name: "Choose your vehicle" }).waitFor();
    await page.getByText("The Charles Hotel, Cambridge, MA", { exact: true }).first().waitFor();
    await page.getByText("1 Beacon Street, Boston, MA", { exact: true }).first().waitFor();
    // Measured between the hotel and the city the address is in: a few miles, not the 8-mile guess.
    const distance = page.getByText(/^\d+\.\d miles/);
    await distance.waitFor();
    const miles = Number((await distance.textContent())?.split(" ")[0]);
    expect(miles).toBeGreaterThan(2);
    expect(miles).toBeLessThan(8);
    await chooseVehicle(page, "Executive Sedan");
    await continueToCustomerInfo(page);
    const email = await fillCustomer(page);
    await continueToPayment(page);
    await fillPayment(page);
    await page.getByRole("button", { name: "Authorize and Book" }).click();
    await page.getByRole("heading", { level: 1, name: "Authorization Successful!" }).waitFor();

    const [booked] = await bookingsMatching(email);
    expect(booked).toMatchObject({
      pickupLocation: "The Charles Hotel, Cambridge, MA",
      destination: "1 Beacon Street, Boston, MA",
      estimatedPrice: 165,
    });
    expect(booked?.distanceMiles).toBe(miles);
  });

  test("fills the pickup from the phone's position with Use my location, said to be approximate", async ({
    newPage,
  }) => {
    // A phone in Quincy, a few streets from the centre of its ZIP area.
    const page = await newPage({ viewport: PHONE, geolocation: { latitude: 42.251, longitude: -70.998 } });
    await page.goto("/");
    const form = page.getByRole("form", { name: "Quick Booking" });
    await form.getByRole("button", { name: "Use my location" }).click();
    const pickup = form.getByRole("combobox", { name: /Pickup location/ });
    await expect.poll(() => pickup.inputValue()).toBe("Quincy, MA 02169");
    await form.getByText("Approximate: measured from Quincy, MA 02169").waitFor();
    await screenshot(page, "quick-booking-my-location-phone");
    // Typing again drops the note.
    await pickup.fill("Quincy, MA");
    expect(await form.getByText(/^Approximate: measured from/).count()).toBe(0);
  });

  test("says so when the phone will not share its position", async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/");
    const form = page.getByRole("form", { name: "Quick Booking" });
    await form.getByRole("button", { name: "Use my location" }).click();
    await form.getByText("Location access is off for this site. Please type the address.").waitFor();
    expect(await form.getByRole("combobox", { name: /Pickup location/ }).inputValue()).toBe("");
  });
});
