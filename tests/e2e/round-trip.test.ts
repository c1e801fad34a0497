import { QuoteResponse } from "@chauffeur/contract";
import type { Page } from "@playwright/test";
import {
  bookingA11yViolations,
  chooseVehicle,
  continueToCustomerInfo,
  continueToPayment,
  fillCustomer,
  fillPayment,
  futureDate,
  startAtVehicleSelection,
  summaryTotal,
} from "./booking-support";
import {
  adminSignIn,
  adminToken,
  approveAndAssign,
  driverSignIn,
  openAdminBooking,
  registerDriver,
  rideCard,
} from "./driver-support";
import { expect, type NewPage, test } from "./fixtures";
import { bookingsMatching, call } from "./support/api";
import { DESKTOP, PHONE, screenshot, settled } from "./support/browser";

/** Adds the next stop on the vehicle step, picked from its suggestions. */
async function addStop(page: Page, typed: string, option: string) {
  const n = (await page.getByRole("combobox", { name: /^Stop \d/ }).count()) + 1;
  await page.getByRole("button", { name: "Add a stop" }).click();
  await page.getByRole("combobox", { name: new RegExp(`Stop ${n}`) }).fill(typed);
  await page
    .getByRole("listbox", { name: `Stop ${n} suggestions` })
    .getByRole("option", { name: option, exact: true })
    .click();
}

const TRIP = {
  serviceType: "one-way" as const,
  pickupLocation: "Quincy, MA",
  destination: "Worcester, MA",
  date: futureDate(5),
  time: "09:00",
};
const RETURN = { date: futureDate(6), time: "18:00" };

test.describe("a round trip with a stop on the way", () => {
  test("is priced with its stop and return ride, booked in one payment under one reference, and seen in order by dispatcher and chauffeur", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: DESKTOP });
    await startAtVehicleSelection(page, TRIP);

    // A stop, picked from the suggestions; the map marks it between pickup and destination.
    await addStop(page, "Boston", "Boston, MA");
    const map = page.getByRole("region", { name: /Map of the route/ });
    await map.getByText("Stop 1: Boston, MA").waitFor();
    // Zoomed in on a region, the offline map draws the county lines of the states in view.
    await expect.poll(() => map.getAttribute("data-counties")).toMatch(/\b25\b/);

    // The return ride: its times before the outbound can arrive are not offered.
    await page.getByText("Add a return ride").click();
    const returnTime = page.locator('select[name="returnTime"]');
    await page.locator('input[name="returnDate"]').fill(TRIP.date);
    expect(await returnTime.locator('option[value="09:30"]').isDisabled()).toBe(true);
    await page.locator('input[name="returnDate"]').fill(RETURN.date);
    expect(await returnTime.locator('option[value="09:30"]').isDisabled()).toBe(false);
    await returnTime.selectOption(RETURN.time);

    await chooseVehicle(page, "Executive Sedan");
    // The page shows the server's price for the whole trip.
    const quote = QuoteResponse.parse(
      await (
        await call("/api/quote", {
          method: "POST",
          body: JSON.stringify({
            ...TRIP,
            tripTime: TRIP.time,
            vehicleType: "sedan",
            stops: ["Boston, MA"],
            returnTrip: RETURN,
          }),
        })
      ).json(),
    );
    expect(quote.breakdown.stops).toBe(25);
    expect(quote.breakdown.returnTrip).toBeGreaterThan(0);
    await page
      .getByTestId(/vehicle-/)
      .filter({ hasText: "Executive Sedan" })
      .getByText(`$${quote.breakdown.total}`, { exact: true })
      .waitFor();
    await settled(page);
    await screenshot(page, "booking-vehicle-round-trip-desktop");
    expect(await bookingA11yViolations(page)).toEqual([]);
    await continueToCustomerInfo(page);

    const summary = page.getByRole("region", { name: "Booking summary" });
    await summary.getByText("Boston, MA", { exact: true }).waitFor();
    await summary.getByText(/Worcester, MA to Quincy, MA/).waitFor();
    const breakdown = page.getByLabel("Price breakdown");
    await breakdown.getByText("Stop", { exact: true }).waitFor();
    await breakdown.getByText("Return ride", { exact: true }).waitFor();
    expect(await summaryTotal(page)).toBe(quote.breakdown.total);
    const email = await fillCustomer(page);
    await continueToPayment(page);
    await fillPayment(page);
    await page.getByRole("button", { name: "Authorize and Book" }).click();

    await page.getByRole("heading", { level: 1, name: "Authorization Successful!" }).waitFor();
    const reference = (await page.locator("strong").first().textContent()) ?? "";
    const itinerary = page.getByTestId("itinerary");
    await itinerary.getByText("Boston, MA", { exact: true }).waitFor();
    await itinerary.getByText(new RegExp(`Worcester, MA to Quincy, MA \\(${reference}-R\\)`)).waitFor();
    await page.getByRole("link", { name: "Follow your return ride" }).waitFor();
    // The calendar file holds both rides.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Add to calendar" }).click(),
    ]);
    const ics = await new Response(
      (await download.createReadStream()) as unknown as ReadableStream<Uint8Array>,
    ).text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics.replace(/\r\n /g, "")).toContain(`UID:${reference.toLowerCase()}-r@`);
    await screenshot(page, "booking-success-round-trip-desktop");

    // Two rides under the one reference, their fares adding up to the price the customer saw.
    const rides = await bookingsMatching(reference);
    const outbound = rides.find((b) => b.leg === "outbound");
    const back = rides.find((b) => b.leg === "return");
    expect(outbound?.stops).toEqual(["Boston, MA"]);
    expect(outbound?.customerInfo.email).toBe(email);
    expect(back?.reference).toBe(`${reference}-R`);
    expect(back).toMatchObject({ pickupLocation: "Worcester, MA", destination: "Quincy, MA", stops: [] });
    expect((outbound?.estimatedPrice ?? 0) + (back?.estimatedPrice ?? 0)).toBe(quote.breakdown.total);

    // The dispatcher sees the stop in order and the other ride; the chauffeur sees the stop on the card.
    const admin = await newPage({ viewport: DESKTOP });
    await adminSignIn(admin);
    const drawer = await openAdminBooking(admin, reference);
    await drawer.getByText("Stop 1").waitFor();
    await drawer.getByText(`Outbound ride (return ride ${reference}-R)`).waitFor();
    await settled(admin);
    await screenshot(admin, "admin-booking-round-trip-desktop");

    const token = await adminToken();
    const driver = await registerDriver(token, "Stella", `Stops${Date.now().toString(36)}`);
    await approveAndAssign(token, outbound?.id ?? "", driver.driver_id);
    const phone = await newPage({ viewport: PHONE });
    await phone.goto("/driver");
    await driverSignIn(phone, driver.email);
    const card = rideCard(phone, reference);
    await card.getByTestId("ride-stop").getByText("Boston, MA").waitFor();
    await card.getByText(`Round trip: outbound ride (return ride ${reference}-R)`).waitFor();
    const route = await card.getByRole("link", { name: "Open route in maps" }).getAttribute("href");
    expect(new URL(route ?? "").searchParams.get("waypoints")).toBe("Boston, MA");
    await screenshot(phone, "driver-ride-with-stop-phone");
  });

  test("keeps the stops and the return in the phone's steps, the sticky bar clear of them", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await startAtVehicleSelection(page, TRIP);
    await addStop(page, "Boston", "Boston, MA");
    await page.getByText("Add a return ride").click();
    await page.locator('input[name="returnDate"]').fill(RETURN.date);
    await page.locator('select[name="returnTime"]').selectOption(RETURN.time);
    await chooseVehicle(page, "Executive Sedan");
    await settled(page);
    await screenshot(page, "booking-vehicle-round-trip-phone");
    // A fourth stop cannot be added.
    await page.getByRole("button", { name: "Add a stop" }).click();
    await page.getByRole("button", { name: "Add a stop" }).click();
    expect(await page.getByRole("button", { name: "3 stops at most" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Remove stop 3" }).click();
    await page.getByRole("button", { name: "Remove stop 2" }).click();
    expect(await page.getByRole("combobox", { name: /Stop/ }).count()).toBe(1);
  });
});

/** A round trip with a stop, booked through the API, found on Manage booking at phone width. */
async function manageRoundTrip(newPage: NewPage) {
  const email = `round-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const res = await call("/api/bookings", {
    method: "POST",
    body: JSON.stringify({
      ...TRIP,
      stops: ["Boston, MA"],
      returnTrip: RETURN,
      vehicleType: "sedan",
      customerInfo: { name: "Ada Lovelace", email, phone: "(617) 555-0100" },
      paymentInfo: { provider: "sandbox", token: "tok_sandbox_visa" },
    }),
  });
  expect(res.status).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  const page = await newPage({ viewport: PHONE });
  await page.goto("/manage-booking");
  await page.getByLabel("Booking reference").fill(reference);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Find My Booking" }).click();
  const back = page.getByTestId("return-ride");
  await back.getByText(`${reference}-R`).waitFor();
  return { page, reference, back };
}

test.describe("a round trip on the customer's Manage booking page", () => {
  test("shows the return ride under the one reference, and cancels both rides together", async ({
    newPage,
  }) => {
    const { page, reference, back } = await manageRoundTrip(newPage);
    await back.getByText("Worcester, MA", { exact: true }).waitFor();
    await back
      .getByText("Your card is checked and saved for the return ride. Nothing is charged yet.")
      .waitFor();
    await page.locator("main").getByText("Stop 1").waitFor();
    await settled(page);
    await screenshot(page, "manage-booking-round-trip-phone");

    await page.getByRole("button", { name: "Cancel Booking" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Cancel booking ${reference}?` });
    await dialog.getByText(`Your return ride ${reference}-R is cancelled with it`).waitFor();
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await page.getByText(`Booking ${reference} and its return ride are cancelled.`).waitFor();
    await back.getByText("Cancelled", { exact: true }).waitFor();
    const rides = await bookingsMatching(reference);
    expect(rides.map((b) => b.status)).toEqual(["cancelled", "cancelled"]);
  });

  test("cancels only the return ride, the outbound kept", async ({ newPage }) => {
    const { page, reference, back } = await manageRoundTrip(newPage);
    await page.getByRole("button", { name: "Cancel Only the Return Ride" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Cancel return ride ${reference}-R?` });
    await dialog.getByText("You will receive a full refund; no cancellation fee applies.").waitFor();
    await dialog.getByLabel("Reason for cancelling (optional)").fill("Getting a lift back");
    await dialog.getByRole("button", { name: "Cancel Return Ride" }).click();
    await page.getByText(`The return ride ${reference}-R is cancelled.`).first().waitFor();
    await back.getByText("Cancelled", { exact: true }).waitFor();
    await page.getByText(`Your return ride ${reference}-R is cancelled.`).waitFor();
    // The outbound can still be cancelled on its own.
    await page.getByRole("button", { name: "Cancel Booking" }).waitFor();
    await settled(page);
    await screenshot(page, "manage-booking-return-cancelled-phone");
    const rides = await bookingsMatching(reference);
    expect(rides.map((b) => [b.reference, b.status]).sort()).toEqual([
      [reference, "pending"],
      [`${reference}-R`, "cancelled"],
    ]);
  });
});
