// Shared steps of the driver end-to-end tests (tests/e2e/driver*.test.ts).
import { BookingReceipt, DriverRegistered, DriverSession, type RideStage } from "@chauffeur/contract";
import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { futureDate, pickupIn, RIDE_DAY_HOURS } from "./booking-support";
import { ADMIN, adminToken, call } from "./support/api";

export { ADMIN, adminToken } from "./support/api";

export const DRIVER_PASSWORD = "drive-safe-2026";
/**
 * A booking made through the booking API (the call the payment step makes), paid with a sandbox card:
 * `days` ahead at 2:30 PM, or at a given date and time (`pickupIn(RIDE_DAY_HOURS)` for a ride to drive now).
 */
export async function bookRide(
  lastName: string,
  when: number | { date: string; time: string } = 4,
  trip: { pickupLocation: string; destination: string } = {
    pickupLocation: "Quincy, MA",
    destination: "Boston Logan International Airport (BOS), Boston, MA",
  },
) {
  const at = typeof when === "number" ? { date: futureDate(when), time: "14:30" } : when;
  const res = await call("/api/bookings", {
    method: "POST",
    headers: { "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify({
      serviceType: "one-way",
      ...trip,
      ...at,
      vehicleType: "executive-sedan",
      customerInfo: { name: `Ada ${lastName}`, email: "ada@example.com", phone: "(617) 555-0100" },
      flightNumber: "BA 213",
      travelingWithChild: true,
      childSeats: 1,
      specialRequests: "Meet at arrivals with a sign",
      estimatedPrice: 210,
      passengerCount: 1,
      luggageCount: 1,
      paymentInfo: { provider: "sandbox", token: "tok_sandbox_visa", cardLast4: "4242", brand: "visa" },
    }),
  });
  expect(res.status).toBe(201);
  return BookingReceipt.parse(await res.json());
}

/** Registers an active sedan driver through the admin API (the admin e2e test covers the form). */
export async function registerDriver(
  token: string,
  firstName: string,
  lastName: string,
  car?: { make: string; model: string; colour: string; plate: string },
) {
  const email = `${firstName}-${lastName}-${Date.now()}@example.com`.toLowerCase();
  const res = await call("/api/drivers/register", {
    method: "POST",
    token,
    body: JSON.stringify({
      driverInfo: {
        firstName,
        lastName,
        email,
        phone: "(617) 555-0142",
        licenseNumber: `MA-${lastName.toUpperCase()}`,
        vehicleTypes: ["sedan"],
        ...(car ? { car } : {}),
      },
      password: DRIVER_PASSWORD,
    }),
  });
  expect(res.status).toBe(201);
  return { ...DriverRegistered.parse(await res.json()), email };
}

/**
 * A ride to drive now (`pickupIn(RIDE_DAY_HOURS)`), booked for "Ada <tag>", approved and assigned to a new
 * sedan driver called `firstName`: the start of every test of the ride itself.
 */
export async function assignedRide(
  prefix: string,
  firstName: string,
  options: { trip?: Parameters<typeof bookRide>[2]; car?: Parameters<typeof registerDriver>[3] } = {},
) {
  const tag = `${prefix}${Date.now().toString(36)}`;
  const booking = await bookRide(tag, pickupIn(RIDE_DAY_HOURS), options.trip);
  const token = await adminToken();
  const driver = await registerDriver(token, firstName, tag, options.car);
  await approveAndAssign(token, booking.bookingId, driver.driver_id);
  return { tag, booking, token, driver };
}

export async function approveAndAssign(token: string, bookingId: string, driverId: string) {
  expect((await call(`/api/admin/bookings/${bookingId}/approve`, { method: "POST", token })).status).toBe(
    200,
  );
  const assign = await call(`/api/admin/bookings/${bookingId}/assign-driver?driver_id=${driverId}`, {
    method: "POST",
    token,
  });
  expect(assign.status).toBe(200);
}

/**
 * The chauffeur through the driver API (the app's own calls): signs in, accepts the ride, then takes each
 * of `stages` in turn. Answers the session, for the calls a test makes next.
 */
export async function driveRide(driver: { email: string }, bookingId: string, stages: RideStage[] = []) {
  const login = await call("/api/drivers/login", {
    method: "POST",
    body: JSON.stringify({ email: driver.email, password: DRIVER_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const session = DriverSession.parse(await login.json());
  const ride = `/api/drivers/${session.driver_id}/bookings/${bookingId}`;
  const auth = { method: "POST", token: session.token };
  expect((await call(`${ride}/respond?accept=true`, auth)).status).toBe(200);
  for (const stage of stages) {
    // A ride driven before its time: the chauffeur confirms a step taken over an hour early (docs/decisions/030).
    const body = JSON.stringify(stage === "en_route" ? { stage } : { stage, confirmEarly: true });
    const res = await call(`${ride}/progress`, { ...auth, body });
    expect(res.status, stage).toBe(200);
  }
  return session;
}

/**
 * Taps a step the app asks about first because it is over an hour before the pickup time (a test's ride is
 * a few hours ahead): the question names the pickup time, and the chauffeur confirms.
 */
export async function tapEarlyStep(page: Page, card: Locator, label: string) {
  await card.getByRole("button", { name: label }).click();
  const ask = page.getByRole("alertdialog", { name: "Before the pickup time" });
  await ask.getByText(/^The pickup is at .+ ET, more than 60 minutes from now\./).waitFor();
  await ask.getByRole("button", { name: `Yes, ${label.toLowerCase()}` }).click();
}

export async function driverSignIn(page: Page, email: string, password = DRIVER_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * The welcome notice after sign-in sits at the bottom of a phone's screen, over the last ride card's
 * buttons, for five seconds (longer while a pointer rests on it): close it with its button, as a driver
 * who wants to tap under it does.
 */
export async function closeWelcome(page: Page) {
  const welcome = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: /^Welcome, / });
  await welcome.locator('[data-part="close-trigger"]').click();
  await welcome.waitFor({ state: "detached" });
}

/**
 * On a phone the step's notice sits at the bottom, over the next step's button, until it times out: wait
 * it out as a driver would, then tap. Its clock runs only while the page is in front and no pointer rests
 * on it (the toaster pauses then; the last tap left the pointer where the notice appears).
 */
export async function noticeGone(page: Page) {
  await page.bringToFront();
  await page.mouse.move(1, 1);
  await page
    .locator('[data-scope="toast"][data-part="root"]')
    .first()
    .waitFor({ state: "detached", timeout: 15_000 });
}

export const rideCard = (page: Page, reference: string) =>
  page.locator(`[data-testid="ride-card"][data-reference="${reference}"]`);

export async function adminSignIn(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("button", { name: "Logout" }).waitFor();
}

export async function openAdminBooking(page: Page, reference: string) {
  await page.getByRole("tab", { name: "Bookings" }).click();
  await page.getByLabel("Search bookings").fill(reference);
  await page.getByRole("button", { name: reference, exact: true }).click();
  const drawer = page.getByRole("dialog", { name: `Booking ${reference}` });
  await drawer.waitFor();
  return drawer;
}
