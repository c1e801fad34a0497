import { POSITION_SHARE_INTERVAL_MS } from "@chauffeur/contract";
import { driveRide, driverSignIn, noticeGone, rideCard, tapEarlyStep } from "./driver-support";
import { expect, test } from "./fixtures";
import { messageFor } from "./money-support";
import { DESKTOP, PHONE, screenshot, seriousA11yViolations } from "./support/browser";

/** How often the tracking page asks again (mfe-booking's get-tracking.ts). */
const TRACK_REFRESH_MS = 10_000;

const LOGAN = "Boston Logan International Airport (BOS), Boston, MA";
const CAR = { make: "Cadillac", model: "XT6", colour: "Black", plate: "4ABC 123" };
/** The car's emulated GPS: first in South Boston, then at the airport. */
const SOUTH_BOSTON = { latitude: 42.339, longitude: -71.048 };
const AT_LOGAN = { latitude: 42.3656, longitude: -71.0096 };
const shown = (p: { latitude: number; longitude: number }) =>
  `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;

test.describe("the customer's tracking link", () => {
  test.use({
    chauffeur: { firstName: "Marcus", trip: { pickupLocation: LOGAN, destination: "Quincy, MA" }, car: CAR },
  });

  test("follows the chauffeur from the assignment to the pickup: the car moves on the map, then the waiting clock runs", async ({
    newPage,
    chauffeurRide,
  }) => {
    const { booking, token, driver } = chauffeurRide;

    // The customer's message names the chauffeur and the car, with the private link.
    const assigned = await messageFor(token, booking.reference, "driver-assigned");
    expect(assigned.body).toContain("Marcus will be your chauffeur in a black Cadillac XT6, plate 4ABC 123");
    const link = /\/track\/[\w.-]+/.exec(assigned.body)?.[0] ?? "";
    expect(link).not.toBe("");

    const customer = await newPage({ viewport: PHONE });
    // Both pages' timers run on Playwright's clocks: the test moves time past the app's 15 s between
    // positions and the page's 10 s between looks, instead of waiting them out.
    await customer.clock.install();
    await customer.goto(link);
    await customer.getByText("Marcus will be your chauffeur.").waitFor();
    await customer.getByText("Black Cadillac XT6, plate 4ABC 123").waitFor();
    expect(await customer.getByTestId("tracking-map").count()).toBe(0);
    expect(await seriousA11yViolations(customer)).toEqual([]);
    await screenshot(customer, "tracking-assigned-phone");

    // The chauffeur accepts, signs in on a phone that knows where it is, sets off and shares.
    await driveRide(driver, booking.bookingId);
    const phone = await newPage({ viewport: PHONE, geolocation: SOUTH_BOSTON });
    await phone.clock.install();
    await phone.goto("/driver");
    await driverSignIn(phone, driver.email);
    const card = rideCard(phone, booking.reference);
    await card.getByRole("button", { name: "Start: on my way" }).click();
    await card.getByText("On the way to the pickup").waitFor();
    await noticeGone(phone);
    await card.getByRole("button", { name: "Share my location" }).click();
    await card.locator('[data-testid="location-share"][data-state="sharing"]').waitFor();
    await card.getByText(/Sharing your location with Ada/).waitFor();
    await screenshot(phone, "driver-sharing-location-phone");

    // On the way, the car where the phone is.
    await customer.reload();
    await customer.getByText("Marcus is on the way.").waitFor();
    const map = customer.getByTestId("tracking-map");
    await expect.poll(() => map.getAttribute("data-car"), { timeout: 20_000 }).toBe(shown(SOUTH_BOSTON));

    // The car moves, and the page follows by itself: the app sends at most every POSITION_SHARE_INTERVAL_MS
    // and the page asks every TRACK_REFRESH_MS.
    await phone.context().setGeolocation(AT_LOGAN);
    await phone.clock.runFor(POSITION_SHARE_INTERVAL_MS + 5_000);
    await expect
      .poll(async () => {
        await customer.clock.runFor(TRACK_REFRESH_MS);
        return map.getAttribute("data-car");
      })
      .toBe(shown(AT_LOGAN));
    await customer.getByText(/Position shared at/).waitFor();
    expect(await seriousA11yViolations(customer)).toEqual([]);
    await screenshot(customer, "tracking-on-the-way-phone");

    // Arrived: the waiting clock, free for an hour at the airport from the pickup time.
    await noticeGone(phone);
    await tapEarlyStep(phone, card, "Arrived at pickup");
    await card.getByText("Arrived at the pickup").waitFor();
    await customer.reload();
    await customer.getByText("Marcus has arrived at the pickup.").waitFor();
    await customer
      .getByTestId("waiting")
      .getByText(/Free waiting starts at the pickup time/)
      .waitFor();
    const desk = await newPage({ viewport: DESKTOP });
    await desk.goto(link);
    await desk.getByText("Marcus has arrived at the pickup.").waitFor();
    await screenshot(desk, "tracking-arrived-desktop");

    // On board: the car is no longer shown and the phone stops sharing.
    await noticeGone(phone);
    await tapEarlyStep(phone, card, "Passenger on board");
    await card.getByText("Passenger on board", { exact: true }).waitFor();
    await customer.reload();
    await customer.getByText("You are on board. Enjoy the ride.").waitFor();
    expect(await customer.getByTestId("tracking-map").count()).toBe(0);
    expect(await card.getByTestId("location-share").count()).toBe(0);
  });

  test("answers an altered link with its reason and a way on", async ({ newPage }) => {
    const page = await newPage({
      viewport: PHONE,
      allowErrors: [/status of 404/],
    });
    await page.goto("/track/not-a-real-token");
    await page.getByText("This tracking link is not valid.").waitFor();
    await page.getByRole("link", { name: "Manage your booking" }).waitFor();
    await screenshot(page, "tracking-invalid-phone");
  });
});
