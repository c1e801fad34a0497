import { BookingDetails } from "@chauffeur/contract";
import type { Page } from "@playwright/test";
import {
  driveRide,
  driverSignIn,
  noticeGone,
  registerDriver,
  rideCard,
  tapEarlyStep,
} from "./driver-support";
import { expect, test } from "./fixtures";
import { call } from "./support/api";
import { PHONE, screenshot, seriousA11yViolations } from "./support/browser";

/** What the dispatcher's history says the chauffeur did, in order. */
async function rideSteps(token: string, bookingId: string) {
  const res = await call(`/api/admin/bookings/${bookingId}`, { token });
  const { history } = BookingDetails.parse(await res.json());
  return history.filter((e) => e.field === "ride").map((e) => e.toValue);
}

test.use({
  viewport: PHONE,
  serviceWorkers: "allow",
  // Requests made while offline fail in the console, as they would on the road.
  allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|status of 404/,
});

/** The chauffeur app, signed in, with its service worker in charge and the rides kept for offline reading. */
async function installedApp(phone: Page, email: string): Promise<Page> {
  await phone.goto("/driver");
  await driverSignIn(phone, email);
  await phone.locator('[data-testid="ride-card"]').first().waitFor();
  await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Once controlled, every file and the ride list go through the worker, which keeps them.
  await phone.reload();
  await phone.locator('[data-testid="ride-card"]').first().waitFor();
  return phone;
}

test.describe("the chauffeur app without a connection", () => {
  test("is installable, shows the day's rides offline, keeps taps and sends them on reconnect", async ({
    page,
    chauffeurRide,
  }) => {
    const { booking, token, driver } = chauffeurRide;
    await driveRide(driver, booking.bookingId);

    const phone = await installedApp(page, driver.email);
    const manifest = await phone.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? "";
      return (await fetch(href)).json();
    });
    expect(manifest).toMatchObject({ start_url: "/driver", scope: "/driver", display: "standalone" });

    // No signal: the app says so, and a reload comes back from the phone with the rides as last loaded.
    await phone.context().setOffline(true);
    await phone.getByTestId("offline-notice").waitFor();
    const reloaded = await phone.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await phone.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const card = rideCard(phone, booking.reference);
    await card.waitFor();

    // Two steps, tapped without a connection: kept in order, shown at once, not yet on the server.
    await card.getByRole("button", { name: "Start: on my way" }).click();
    await phone.getByText("No connection: saved on this phone").waitFor();
    await card.getByText("On the way to the pickup").waitFor();
    await noticeGone(phone);
    await tapEarlyStep(phone, card, "Arrived at pickup");
    await card.getByText("Arrived at the pickup").waitFor();
    await card
      .getByTestId("tap-waiting")
      .getByText(/Start: on my way \(.+ ET\), Arrived at pickup/)
      .waitFor();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, "driver-offline-taps-waiting-phone");
    expect(await rideSteps(token, booking.bookingId)).toEqual([]);

    // Back online: both are sent, in order, and the card stands on the server's answer.
    await phone.context().setOffline(false);
    await card.getByTestId("tap-waiting").waitFor({ state: "detached" });
    await expect.poll(() => rideSteps(token, booking.bookingId)).toEqual(["en_route", "arrived"]);
    await card.getByRole("button", { name: "Passenger on board" }).waitFor();
    expect(await phone.getByTestId("tap-refused").count()).toBe(0);
  });

  test("shows a kept tap the server refused on reconnect (the ride was reassigned meanwhile), until it is read", async ({
    page,
    chauffeurRide,
  }) => {
    const { tag, booking, token, driver } = chauffeurRide;
    const other = await registerDriver(token, "Lena", tag);
    await driveRide(driver, booking.bookingId);

    const phone = await installedApp(page, driver.email);
    await phone.context().setOffline(true);
    const card = rideCard(phone, booking.reference);
    await card.getByRole("button", { name: "Start: on my way" }).click();
    await card.getByTestId("tap-waiting").waitFor();

    // Meanwhile dispatch gives the ride to another chauffeur.
    const moved = await call(
      `/api/admin/bookings/${booking.bookingId}/assign-driver?driver_id=${other.driver_id}`,
      { method: "POST", token },
    );
    expect(moved.status).toBe(200);

    await phone.context().setOffline(false);
    const refusal = phone.getByTestId("tap-refused");
    await refusal
      .getByText(`Not recorded: “Start: on my way” for booking ${booking.reference}`, { exact: false })
      .waitFor();
    await refusal.getByText("Booking not found among your assigned rides", { exact: false }).waitFor();
    await expect.poll(() => card.count()).toBe(0);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, "driver-offline-tap-refused-phone");
    expect(await rideSteps(token, booking.bookingId)).toEqual([]);

    await refusal.getByRole("button", { name: "I have read this" }).click();
    await refusal.waitFor({ state: "detached" });
    // Read once is enough: it does not come back with a reload.
    await phone.reload();
    await phone.getByRole("heading", { name: "Today" }).waitFor();
    expect(await phone.getByTestId("tap-refused").count()).toBe(0);
  });
});
