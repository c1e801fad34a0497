import { env } from "cloudflare:test";
import { BOOKING_LOOKUP_FAILED, BookingLookupResult, CancelBookingResult } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { newBookingReference } from "../src/services/bookings/reference";
import { adminApi, type BookingRow, bearer, detailOf, HOUR, insertBooking, insertDriver } from "./factories";
import { postJson, randomIp } from "./helpers";

/** A booking whose reference the look-up accepts, picked up `hours` from now. */
const booked = (hoursAhead: number, overrides: Partial<BookingRow> = {}) =>
  insertBooking({
    reference: newBookingReference(),
    email: `rider-${crypto.randomUUID().slice(0, 8)}@example.com`,
    pickupAt: Date.now() + hoursAhead * HOUR,
    estimatedPrice: 165,
    cardLast4: "4242",
    cardBrand: "visa",
    // Past the cancellation grace, so each tier applies as its test means it to.
    createdAt: new Date(Date.now() - HOUR).toISOString(),
    ...overrides,
  });

const lookup = (reference: string, email: string, address = randomIp()) =>
  postJson("/api/bookings/lookup", { reference, email }, { "cf-connecting-ip": address });

async function lookedUp(b: { reference: string; email: string }) {
  const res = await lookup(b.reference.toLowerCase(), ` ${b.email.toUpperCase()} `);
  expect(res.status).toBe(200);
  return BookingLookupResult.parse(await res.json());
}

const cancel = (reference: string, token: string, reason?: string) =>
  postJson(`/api/bookings/${reference}/cancel`, { reason }, { authorization: `Bearer ${token}` });

async function historyAndMessages(bookingId: string) {
  const events = await env.DB.prepare(
    "select actor_type, field, from_value, to_value, note from booking_events where booking_id = ?",
  )
    .bind(bookingId)
    .all();
  const outbox = await env.DB.prepare(
    "select template, recipient, subject, body from outbox where booking_id = ?",
  )
    .bind(bookingId)
    .all<{ template: string; recipient: string; subject: string; body: string }>();
  return { events: events.results, outbox: outbox.results };
}

describe("POST /api/bookings/lookup", () => {
  it("answers the customer's booking for reference and e-mail (any case), without internal fields", async () => {
    const b = await booked(72);
    const { booking, token } = await lookedUp(b);
    expect(token.split(".")).toHaveLength(3);
    expect(booking).toMatchObject({
      reference: b.reference,
      status: "pending",
      firstName: "Grace",
      pickupLocation: b.pickupLocation,
      estimatedPrice: 165,
      cardLast4: "4242",
      chauffeurFirstName: null,
      cancellation: { allowed: true, refundPercent: 100, fee: 0 },
    });
    expect(booking.cancellation.tier).toMatch(/full refund/i);
    expect(Object.keys(booking)).not.toContain("email");
    expect(Object.keys(booking)).not.toContain("id");
  });

  it("gives one answer for a wrong e-mail and an unknown reference, and 400 for a malformed one", async () => {
    const b = await booked(72);
    for (const res of [
      await lookup(b.reference, "someone@example.com"),
      await lookup("BC-ZZZZZZ", b.email),
    ]) {
      expect(res.status).toBe(404);
      expect(await detailOf(res)).toBe(BOOKING_LOOKUP_FAILED);
    }
    const malformed = await lookup("12345", b.email);
    expect(malformed.status).toBe(400);
    expect(await detailOf(malformed)).toMatch(/reference/i);
  });

  it("locks a reference for the address that missed five times, not for its customer elsewhere", async () => {
    const b = await booked(72);
    const stranger = randomIp();
    for (let i = 0; i < 5; i += 1)
      expect((await lookup(b.reference, `guess${i}@example.com`, stranger)).status).toBe(404);
    const locked = await lookup(b.reference, b.email, stranger);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await lookup(b.reference, b.email)).status).toBe(200);
  });

  it("names the chauffeur once one is assigned", async () => {
    const driver = await insertDriver({ firstName: "Marcus" });
    const b = await booked(72, {
      assignmentStatus: "accepted",
      assignedDriverId: driver.id,
      status: "confirmed",
    });
    expect((await lookedUp(b)).booking.chauffeurFirstName).toBe("Marcus");
  });
});

describe("POST /api/bookings/{reference}/cancel", () => {
  it("cancels with a full refund a day ahead, records who and why, and tells the customer once", async () => {
    const b = await booked(72, { status: "confirmed" });
    const { token } = await lookedUp(b);
    const res = await cancel(b.reference, token, "Flight moved");
    expect(res.status).toBe(200);
    const { booking } = CancelBookingResult.parse(await res.json());
    expect(booking).toMatchObject({ status: "cancelled", refundPercent: 100 });
    expect(booking.cancelledAt).not.toBeNull();
    expect(booking.cancellation).toMatchObject({
      allowed: false,
      reason: "This booking is already cancelled.",
    });

    const again = await cancel(b.reference, token);
    expect(again.status).toBe(409);
    const { events, outbox } = await historyAndMessages(b.id);
    expect(events).toEqual([
      {
        actor_type: "customer",
        field: "status",
        from_value: "confirmed",
        to_value: "cancelled",
        note: "Cancelled by the customer: 100% refund, $0.00 fee. Reason: Flight moved",
      },
    ]);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ template: "booking-cancelled", recipient: b.email });
    expect(outbox[0]?.body).toContain("No cancellation fee applies: nothing is charged");
  });

  it("applies the policy's tiers: half the fare 12-24 hours ahead, all of it under 12", async () => {
    // Confirmed: while a booking awaits confirmation, cancelling it is free (the grace).
    const half = await booked(18, { status: "confirmed" });
    const halfTerms = (await lookedUp(half)).booking.cancellation;
    expect(halfTerms).toMatchObject({ allowed: true, refundPercent: 50, fee: 82.5 });
    const res = await cancel(half.reference, (await lookedUp(half)).token);
    expect(CancelBookingResult.parse(await res.json()).booking.refundPercent).toBe(50);
    expect((await historyAndMessages(half.id)).outbox[0]?.body).toContain(
      "a cancellation fee of $82.50 is charged to your card ending 4242",
    );

    const late = await booked(6, { status: "confirmed" });
    expect((await lookedUp(late)).booking.cancellation).toMatchObject({ refundPercent: 0, fee: 165 });
    const awaiting = await booked(6);
    expect((await lookedUp(awaiting)).booking.cancellation).toMatchObject({
      refundPercent: 100,
      fee: 0,
      tier: "Free: your booking awaits our confirmation",
    });
  });

  it("refuses a ride under way, a past pickup and a completed ride, changing nothing", async () => {
    for (const [b, reason] of [
      [await booked(2, { status: "confirmed", assignmentStatus: "in_progress" }), /under way/],
      [await booked(-1, { status: "confirmed" }), /pickup time has passed/],
      [await booked(-5, { status: "completed", assignmentStatus: "completed" }), /complete/],
    ] as const) {
      const { booking, token } = await lookedUp(b);
      expect(booking.cancellation.allowed).toBe(false);
      expect(booking.cancellation.reason).toMatch(reason);
      const res = await cancel(b.reference, token);
      expect(res.status).toBe(409);
      expect(await detailOf(res)).toMatch(reason);
      expect(await historyAndMessages(b.id)).toEqual({ events: [], outbox: [] });
    }
  });

  it("needs the look-up's token for this very booking", async () => {
    const b = await booked(72);
    const other = await booked(72);
    const { token } = await lookedUp(other);
    expect((await cancel(b.reference, "")).status).toBe(401);
    expect((await cancel(b.reference, "not-a-token")).status).toBe(401);
    expect((await cancel(b.reference, token)).status).toBe(403);
    const admin = (await bearer("admin", b.id)).authorization.slice("Bearer ".length);
    expect((await cancel(b.reference, admin)).status).toBe(403);
    expect((await lookedUp(b)).booking.status).toBe("pending");
  });

  it("cancels once when the customer presses twice at the same moment", async () => {
    const b = await booked(72);
    const { token } = await lookedUp(b);
    const statuses = (await Promise.all([cancel(b.reference, token), cancel(b.reference, token)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    const { events, outbox } = await historyAndMessages(b.id);
    expect(events).toHaveLength(1);
    expect(outbox).toHaveLength(1);
  });

  it("rejects a reason that is too long with a clear message", async () => {
    const b = await booked(72);
    const res = await cancel(b.reference, (await lookedUp(b)).token, "x".repeat(501));
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toMatch(/reason/);
    expect((await lookedUp(b)).booking.status).toBe("pending");
  });
});

describe("POST /api/admin/bookings/{id}/cancel", () => {
  const adminCancel = (id: string, body: unknown) =>
    adminApi(`/api/admin/bookings/${id}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("cancels with the tier of the moment, or a full refund when the fee is waived, and tells the customer", async () => {
    const tiered = await booked(6, {
      status: "confirmed",
      createdAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect((await adminCancel(tiered.id, { reason: "Customer called" })).status).toBe(200);
    expect((await lookedUp(tiered)).booking).toMatchObject({ status: "cancelled", refundPercent: 0 });
    const tieredRecord = await historyAndMessages(tiered.id);
    expect(tieredRecord.events[0]).toMatchObject({
      actor_type: "admin",
      note: "Cancelled by the dispatcher: 0% refund, $165.00 fee. Reason: Customer called",
    });
    expect(tieredRecord.outbox[0]?.body).not.toContain("as you asked");

    const waived = await booked(6);
    const res = await adminCancel(waived.id, { reason: "No car available", waiveFee: true });
    expect(await res.json()).toEqual({ message: `Booking ${waived.reference} cancelled` });
    expect((await lookedUp(waived)).booking.refundPercent).toBe(100);
    const { events, outbox } = await historyAndMessages(waived.id);
    expect(events[0]?.note).toBe(
      "Cancelled by the dispatcher: 100% refund, $0.00 fee (fee waived). Reason: No car available",
    );
    expect(outbox[0]?.body).toContain("No cancellation fee applies: nothing is charged");
  });

  it("needs a reason, refuses a ride under way, answers 404 for an unknown booking and is for admins only", async () => {
    const b = await booked(72);
    const noReason = await adminCancel(b.id, { reason: " " });
    expect(noReason.status).toBe(400);
    expect(await detailOf(noReason)).toMatch(/A reason is required/);
    const underWay = await booked(1, { status: "confirmed", assignmentStatus: "in_progress" });
    expect((await adminCancel(underWay.id, { reason: "x" })).status).toBe(409);
    expect((await adminCancel(crypto.randomUUID(), { reason: "x" })).status).toBe(404);
    const asDriver = await postJson(
      `/api/admin/bookings/${b.id}/cancel`,
      { reason: "x" },
      await bearer("driver"),
    );
    expect(asDriver.status).toBe(403);
    expect((await lookedUp(b)).booking.status).toBe("pending");
  });
});
