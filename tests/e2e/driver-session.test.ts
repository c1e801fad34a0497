import { BookingDetails, DriverSession } from "@chauffeur/contract";
import type { Page } from "@playwright/test";
import { DRIVER_PASSWORD, driveRide, driverSignIn, registerDriver, rideCard } from "./driver-support";
import { expect, test } from "./fixtures";
import { call } from "./support/api";
import { PHONE, screenshot } from "./support/browser";

/** What the dispatcher's history says the chauffeur did, in order. */
async function rideSteps(token: string, bookingId: string) {
  const res = await call(`/api/admin/bookings/${bookingId}`, { token });
  const { history } = BookingDetails.parse(await res.json());
  return history.filter((e) => e.field === "ride").map((e) => e.toValue);
}

test.use({
  viewport: PHONE,
  serviceWorkers: "allow",
  // Offline requests fail in the console, and so do the calls of a session that has ended.
  allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|status of 404|status of 401/,
});

/** The chauffeur app signed in, its service worker in charge and the rides kept for offline reading. */
async function installedApp(phone: Page, email: string) {
  await phone.goto("/driver");
  await driverSignIn(phone, email);
  await phone.locator('[data-testid="ride-card"]').first().waitFor();
  await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await phone.reload();
  await phone.locator('[data-testid="ride-card"]').first().waitFor();
}

test.describe("the chauffeur's session (issue 39)", () => {
  test("ends while offline; the queued tap waits, is never sent as another chauffeur, and goes after signing in again", async ({
    page,
    chauffeurRide,
  }) => {
    const { booking, token, driver, tag } = chauffeurRide;
    await driveRide(driver, booking.bookingId);
    await installedApp(page, driver.email);

    // No signal: a step tapped now waits on the phone.
    await page.context().setOffline(true);
    await page.getByTestId("offline-notice").waitFor();
    const card = rideCard(page, booking.reference);
    await card.getByRole("button", { name: "Start: on my way" }).click();
    await page.getByText("No connection: saved on this phone").waitFor();

    // Meanwhile the chauffeur signs out everywhere from another phone: this phone's session ends too.
    const login = await call("/api/drivers/login", {
      method: "POST",
      body: JSON.stringify({ email: driver.email, password: DRIVER_PASSWORD }),
    });
    const other = DriverSession.parse(await login.json());
    const out = await call("/api/drivers/sessions/revoke-all", { method: "POST", token: other.token });
    // This phone's, the other phone's, and the one the ride was accepted with.
    expect(await out.json()).toMatchObject({ revoked: 3 });

    // Back in signal: the tap is refused with the session, kept, and the app asks to sign in again.
    await page.context().setOffline(false);
    await page.getByText("Your session has expired. Please sign in again.").waitFor();
    const waiting = page.getByTestId("taps-waiting-sign-in");
    await waiting.getByText(`1 step waits on this phone for ${driver.driver_name}`).waitFor();
    await expect(page.getByLabel("Email")).toHaveValue(driver.email);
    await screenshot(page, "driver-session-ended-phone");
    expect(await rideSteps(token, booking.bookingId)).toEqual([]);

    // Another chauffeur signs in on this phone: the tap is not theirs and is not sent.
    const colleague = await registerDriver(token, "Omar", `${tag}b`);
    await driverSignIn(page, colleague.email);
    await page.getByRole("button", { name: "Logout" }).waitFor();
    await expect(rideCard(page, booking.reference)).toHaveCount(0);
    expect(await rideSteps(token, booking.bookingId)).toEqual([]);
    await page.getByRole("button", { name: "Logout" }).click();

    // The same chauffeur again: the tap goes out, timed as it was made.
    await driverSignIn(page, driver.email);
    await rideCard(page, booking.reference).getByText("On the way to the pickup").waitFor();
    await expect.poll(() => rideSteps(token, booking.bookingId)).toEqual(["en_route"]);
    await expect(page.getByTestId("tap-waiting")).toHaveCount(0);
  });
});
