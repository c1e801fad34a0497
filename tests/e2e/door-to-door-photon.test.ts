import { type PhotonFakeServer, startPhotonFake } from "../fakes/photon/server";
import {
  chooseVehicle,
  continueToCustomerInfo,
  continueToPayment,
  fillCustomer,
  fillPayment,
  futureDate,
} from "./booking-support";
import { test as base, expect } from "./fixtures";
import { bookingsMatching } from "./support/api";
import { screenshot } from "./support/browser";

// A Worker of its own with a Photon-compatible geocoder (the local fake of komoot/photon's API) for the
// addresses and venues the embedded gazetteer does not have: hotels, stations, street addresses.
const test = base.extend<object, { photon: PhotonFakeServer }>({
  photon: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const photon = await startPhotonFake();
      await use(photon);
      await photon.close();
    },
    { scope: "worker" },
  ],
  ownWorker: [
    async ({ photon }, use) => use({ name: "photon", vars: { PLACES_PHOTON_URL: photon.url } }),
    { scope: "worker" },
  ],
});

test.describe("door to door with a Photon geocoder", () => {
  test("books a ride from a hotel to a street address, both found by the geocoder", async ({
    page,
    photon,
  }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Quick Booking" });
    await form.getByRole("combobox", { name: /Pickup location/ }).fill("Fairmont Copley");
    const hotel = form
      .getByRole("listbox", { name: "Pickup location suggestions" })
      .getByRole("option", { name: /^Fairmont Copley Plaza, 138 St James Avenue, Boston, MA 02116/ });
    await hotel.getByText("Hotel", { exact: true }).waitFor();
    await hotel.click();
    await form.getByRole("combobox", { name: /Destination/ }).fill("1 Beacon Street");
    await form
      .getByRole("listbox", { name: "Destination suggestions" })
      .getByRole("option", { name: "1 Beacon Street, Boston, MA 02108" })
      .click();
    await form.locator('input[name="date"]').fill(futureDate(4));
    await form.locator('select[name="time"]').selectOption("19:00");
    await form.getByRole("button", { name: "Book Now" }).click();

    await page.getByRole("heading", { level: 1, name: "Choose your vehicle" }).waitFor();
    const map = page.getByRole("region", { name: /Map of the route/ });
    await map.getByText("Pickup: Fairmont Copley Plaza, 138 St James Avenue, Boston, MA 02116").waitFor();
    await chooseVehicle(page, "Executive Sedan");
    await screenshot(page, "booking-vehicle-hotel-to-street-desktop");
    await continueToCustomerInfo(page);
    const email = await fillCustomer(page);
    await continueToPayment(page);
    await fillPayment(page);
    await page.getByRole("button", { name: "Authorize and Book" }).click();
    await page.getByRole("heading", { level: 1, name: "Authorization Successful!" }).waitFor();

    const [booked] = await bookingsMatching(email);
    expect(booked).toMatchObject({
      pickupLocation: "Fairmont Copley Plaza, 138 St James Avenue, Boston, MA 02116",
      destination: "1 Beacon Street, Boston, MA 02108",
    });
    // Measured between the two places the geocoder found: about a mile across the Back Bay.
    expect(booked?.distanceMiles).toBeGreaterThan(0.5);
    expect(booked?.distanceMiles).toBeLessThan(3);
    // The Worker asked Photon as its documented API says (search, biased to the service area).
    expect(photon.fake.requests.some((r) => r.startsWith("/api?q=Fairmont+Copley&"))).toBe(true);
  });
});
