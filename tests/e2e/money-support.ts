// Shared set-up of the money end-to-end tests: bookings, approvals, jobs and rides through the API
// (what the tests do not walk through), and the money read back through the admin API.
import {
  BookingDetails,
  BookingReceipt,
  JobsRunResult,
  OutboxMessage,
  OutboxPage,
} from "@chauffeur/contract";
import { expect, type Page } from "@playwright/test";
import { acceptAgreements, fillCardholder, pickupIn, toPayment } from "./booking-support";
import { approveAndAssign, driveRide, registerDriver } from "./driver-support";
import { adminToken, call } from "./support/api";
import { PHONE } from "./support/browser";

/**
 * POST /api/bookings: a sedan from Quincy to Logan `hours` ahead (or at `pickup`) for Ada `lastName`, with
 * `gratuity` if given; the answer as it came.
 */
export function sendBooking(
  hours: number,
  lastName: string,
  {
    token = "tok_sandbox_visa",
    email = "ada@example.com",
    pickup = pickupIn(hours),
    gratuity,
  }: {
    token?: string;
    email?: string;
    pickup?: { date: string; time: string };
    gratuity?: { percent: number };
  } = {},
) {
  return call("/api/bookings", {
    method: "POST",
    headers: { "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify({
      serviceType: "one-way",
      pickupLocation: "Quincy, MA",
      destination: "Boston Logan International Airport (BOS), Boston, MA",
      ...pickup,
      vehicleType: "executive-sedan",
      customerInfo: { name: `Ada ${lastName}`, email, phone: "(617) 555-0100" },
      passengerCount: 1,
      luggageCount: 1,
      paymentInfo: { provider: "sandbox", token },
      ...(gratuity ? { gratuity } : {}),
    }),
  });
}

export async function bookAt(hours: number, lastName: string, token = "tok_sandbox_visa") {
  const res = await sendBooking(hours, lastName, { token });
  expect(res.status, await res.clone().text()).toBe(201);
  return BookingReceipt.parse(await res.json());
}

export async function paymentOf(token: string, bookingId: string) {
  const res = await call(`/api/admin/bookings/${bookingId}`, { token });
  expect(res.status).toBe(200);
  const payment = BookingDetails.parse(await res.json()).payment;
  if (!payment) throw new Error("no payment");
  return payment;
}

export async function approve(token: string, bookingId: string) {
  expect((await call(`/api/admin/bookings/${bookingId}/approve`, { method: "POST", token })).status).toBe(
    200,
  );
}

/** Runs the scheduled jobs now (at `now` if given; only the jobs named in `only` if given). */
export async function runJobs(token: string, now?: Date, only?: string[]) {
  const res = await call("/api/admin/jobs/run", {
    method: "POST",
    token,
    body: JSON.stringify({ ...(now ? { now: now.toISOString() } : {}), ...(only ? { only } : {}) }),
  });
  expect(res.status).toBe(200);
  return JobsRunResult.parse(await res.json());
}

/** A driver takes the approved ride and completes it, step by step, through the driver API. */
export async function completeRide(token: string, bookingId: string, name: string) {
  const driver = await registerDriver(token, "Sam", name);
  await approveAndAssign(token, bookingId, driver.driver_id).catch(async () => {
    // Already approved (the test approved it to see the hold): assign only.
    const assign = await call(
      `/api/admin/bookings/${bookingId}/assign-driver?driver_id=${driver.driver_id}`,
      {
        method: "POST",
        token,
      },
    );
    expect(assign.status).toBe(200);
  });
  await driveRide(driver, bookingId, ["en_route", "arrived", "on_board", "completed"]);
}

/** The newest message to the booking whose template is given, read whole through the admin API. */
export async function messageFor(token: string, reference: string, template: string) {
  const list = await call(`/api/admin/outbox?pageSize=100&search=${encodeURIComponent(reference)}`, {
    token,
  });
  const item = OutboxPage.parse(await list.json()).items.find((m) => m.template === template);
  if (!item) throw new Error(`no ${template} message for ${reference}`);
  const res = await call(`/api/admin/outbox/${item.id}`, { token });
  return OutboxMessage.parse(await res.json());
}

/** The customer cancels in Manage Booking on a phone; the page once it says so. */
export async function cancelInManageBooking(
  newPage: (options: { viewport: { width: number; height: number } }) => Promise<Page>,
  reference: string,
) {
  const page = await newPage({ viewport: PHONE });
  await page.goto(`/manage-booking?reference=${reference}`);
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByRole("button", { name: "Find My Booking" }).click();
  await page.getByRole("heading", { level: 2, name: reference }).waitFor();
  await page.getByText(/A hold of \$\d+\.\d\d is on your card for the fare/).waitFor();
  await page.getByRole("button", { name: "Cancel Booking" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Cancel booking ${reference}?` });
  await dialog.getByRole("button", { name: "Cancel Booking" }).click();
  await page.getByText("Booking cancelled", { exact: true }).waitFor();
  return page;
}

/**
 * Walks the booking steps to Payment (one way, Quincy to Cambridge, as `email`) on a Worker configured for
 * Stripe, types the card into Stripe Elements' frame (never our page), the billing address, and ticks both
 * agreements: the page is ready for "Authorize and Book".
 */
export async function readyToPayWithStripe(page: Page, email: string, cardNumber: string) {
  await toPayment(
    page,
    { serviceType: "one-way", pickupLocation: "Quincy, MA", destination: "Cambridge, MA" },
    email,
  );
  const card = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await card.getByLabel("Card number").fill(cardNumber);
  await card.getByLabel("Expiration (MM / YY)").fill("12 / 34");
  await card.getByLabel("Security code").fill("123");
  await fillCardholder(page);
  await acceptAgreements(page);
}

export { adminToken };
