import { env } from "cloudflare:test";
import { BookingDetails, BookingReceipt, JobsRunResult, serviceSlotAt } from "@chauffeur/contract";
import { createDb, outbox, paymentLedger } from "@chauffeur/db";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { loadConfig } from "../src/env";
import { servicesFor } from "../src/services/context";
import { bookingBody } from "./booking-fixture";
import { signedInDriver } from "./driver-fixture";
import { adminApi, HOUR } from "./factories";
import { exec, postJson } from "./helpers";

export const testDb = createDb(env.DB);

/** A New York date and time about `hours` ahead, on the half-hour grid (rounded down). */
export function pickupIn(hours: number): { date: string; time: string } {
  return serviceSlotAt(Date.now() + hours * HOUR);
}

/** Books through the API with a sandbox card `hours` ahead; the receipt. */
export async function book(
  hours: number,
  token = "tok_sandbox_visa",
  overrides: Record<string, unknown> = {},
) {
  const res = await postJson(
    "/api/bookings",
    bookingBody({
      ...pickupIn(hours),
      paymentInfo: { provider: "sandbox", token },
      ...overrides,
    }),
    { "idempotency-key": crypto.randomUUID() },
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return BookingReceipt.parse(await res.json());
}

export async function details(id: string) {
  const res = await adminApi(`/api/admin/bookings/${id}`);
  expect(res.status).toBe(200);
  return BookingDetails.parse(await res.json());
}

export async function paymentOf(id: string) {
  const payment = (await details(id)).payment;
  if (!payment) throw new Error("no payment");
  return payment;
}

export async function approve(id: string) {
  const res = await adminApi(`/api/admin/bookings/${id}/approve`, { method: "POST" });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** POST /api/admin/jobs/run, as of `now` when given. */
export async function runJobs(now?: Date, only?: string[]) {
  const res = await adminApi("/api/admin/jobs/run", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...(now ? { now: now.toISOString() } : {}), ...(only ? { only } : {}) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return JobsRunResult.parse(await res.json());
}

/**
 * Gives the confirmed booking to a driver who accepted it, on the day of the ride (its pickup moved to an
 * hour from now, so "on my way" is open); answers a function that moves the ride.
 */
export async function acceptedBy(bookingId: string) {
  const { driver, headers } = await signedInDriver();
  await exec([
    `update bookings set assigned_driver_id = '${driver.id}', assignment_status = 'accepted', pickup_at = ${Date.now() + HOUR}, expected_end_at = ${Date.now() + 2 * HOUR} where id = '${bookingId}'`,
  ]);
  return (stage: string) =>
    postJson(`/api/drivers/${driver.id}/bookings/${bookingId}/progress`, { stage }, headers);
}

/** Drives an approved ride to its end: completed, or a no-show (the pickup time is moved into the past). */
export async function finishRide(bookingId: string, end: "completed" | "no_show") {
  const step = await acceptedBy(bookingId);
  const stages =
    end === "completed" ? ["en_route", "arrived", "on_board", "completed"] : ["en_route", "arrived"];
  for (const stage of stages) expect((await step(stage)).status, stage).toBe(200);
  if (end === "no_show") {
    await exec([`update bookings set pickup_at = ${Date.now() - 60_000} where id = '${bookingId}'`]);
    const res = await step("no_show");
    expect(res.status, await res.clone().text()).toBe(200);
  }
}

export async function messagesOf(bookingId: string) {
  return testDb.select().from(outbox).where(eq(outbox.bookingId, bookingId)).orderBy(asc(outbox.createdAt));
}

export async function ledgerOf(bookingId: string) {
  return testDb
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.bookingId, bookingId))
    .orderBy(asc(paymentLedger.id));
}

/** What the sandbox processor holds for a booking's authorizations: every intent its ledger names. */
export async function processorOf(bookingId: string) {
  const refs = [...new Set((await ledgerOf(bookingId)).map((e) => e.providerRef).filter(Boolean))];
  const { results } = await env.DB.prepare(
    `select id, status, amount_capturable, amount_received, amount_refunded from sandbox_intents
      where id in (${refs.map(() => "?").join(", ")})`,
  )
    .bind(...refs)
    .all<{
      id: string;
      status: string;
      amount_capturable: number;
      amount_received: number;
      amount_refunded: number;
    }>();
  const sum = (k: "amount_received" | "amount_refunded" | "amount_capturable") =>
    results.reduce((s, r) => s + r[k], 0);
  return { intents: results, captured: sum("amount_received"), refunded: sum("amount_refunded") };
}

/** The services context the Worker builds for a request, for calling services directly (extras, races). */
export function services(now = new Date()) {
  return servicesFor({ db: testDb, config: loadConfig(env), bucket: env.REMOTES, now });
}

/** The booked fare in cents, from the receipt. */
export const fareOf = (receipt: BookingReceipt) => receipt.estimatedPrice * 100;

/**
 * Moves a booking's creation an hour back: past the cancellation grace (PRODUCT.md: free for 15 minutes
 * after booking), so a cancellation is charged by its tier as the test means it to be.
 */
export async function pastGrace(bookingId: string) {
  const hourAgo = new Date(Date.now() - HOUR).toISOString();
  await exec([`update bookings set created_at = '${hourAgo}' where id = '${bookingId}'`]);
}
