import { env } from "cloudflare:test";
import {
  AddedExtra,
  BookingChangePreview,
  BookingLookupResult,
  CustomerChangeResult,
} from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { adminApi, detailOf, insertDriver, staffBearer } from "./factories";
import { api, exec, postJson, randomIp } from "./helpers";
import {
  approve,
  book,
  details,
  finishRide,
  ledgerOf,
  messagesOf,
  pastGrace,
  paymentOf,
  pickupIn,
  runJobs,
} from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

const EMAIL = "ada@example.com";

async function tokenFor(reference: string) {
  const res = await postJson(
    "/api/bookings/lookup",
    { reference, email: EMAIL },
    { "cf-connecting-ip": randomIp() },
  );
  expect(res.status).toBe(200);
  return BookingLookupResult.parse(await res.json()).token;
}

async function change(reference: string, body: Record<string, unknown>, token?: string) {
  return api(`/api/bookings/${reference}`, {
    method: "PATCH",
    headers: {
      "content-type": "application/json",
      ...(token === "" ? {} : { authorization: `Bearer ${token ?? (await tokenFor(reference))}` }),
    },
    body: JSON.stringify(body),
  });
}

const assign = (id: string, driverId: string) =>
  adminApi(`/api/admin/bookings/${id}/assign-driver?driver_id=${driverId}`, { method: "POST" });

describe("the customer changes their booking (PATCH /api/bookings/{reference})", () => {
  it("a preview prices the change and writes nothing; the change then moves the hold", async () => {
    const receipt = await book(48);
    await approve(receipt.bookingId);
    const held = await paymentOf(receipt.bookingId);
    expect(held.state).toBe("held");
    const before = await details(receipt.bookingId);
    const messagesBefore = (await messagesOf(receipt.bookingId)).length;
    const later = pickupIn(52);
    const body = { ...later, vehicleType: "luxury-suv" };
    const preview = await change(receipt.reference, { ...body, preview: true });
    expect(preview.status, await preview.clone().text()).toBe(200);
    const price = BookingChangePreview.parse(await preview.json());
    expect(price.fareCents).toBeGreaterThan(held.fareCents);
    expect(price).toMatchObject({
      feeCents: 0,
      differenceCents: price.fareCents - held.fareCents,
      reassignment: false,
    });
    expect((await details(receipt.bookingId)).updatedAt).toBe(before.updatedAt);
    expect(await messagesOf(receipt.bookingId)).toHaveLength(messagesBefore);

    const res = await change(receipt.reference, body);
    expect(res.status, await res.clone().text()).toBe(200);
    const result = CustomerChangeResult.parse(await res.json());
    expect(result.booking).toMatchObject({ scheduledTime: later.time, vehicleType: "suv" });
    expect(result.booking.estimatedPrice * 100).toBe(price.fareCents);
    const payment = await paymentOf(receipt.bookingId);
    expect(payment).toMatchObject({ state: "held", fareCents: price.fareCents, heldCents: price.fareCents });
    const history = (await details(receipt.bookingId)).history;
    expect(history.find((h) => h.field === "vehicleType")).toMatchObject({
      actorType: "customer",
      toValue: "suv",
    });
    const told = (await messagesOf(receipt.bookingId)).find((m) => m.template === "booking-changed");
    expect(told?.body).toMatch(/Vehicle: Executive Sedan → Luxury SUV/);
  });

  it("refuses with detail and changes nothing: past the cutoff, a time inside it, capacity, the service area, a dispatcher's field, under way", async () => {
    const receipt = await book(7 * 24);
    const token = await tokenFor(receipt.reference);
    const before = await details(receipt.bookingId);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [pickupIn(6), 422, /^time: Changes online close 12 hours before pickup/],
      [{ passengerCount: 5 }, 422, /vehicleType: .*SUV/],
      [{ date: "2020-01-01" }, 422, /^time: .*past/],
      [
        { pickupLocation: "Quincy, IL", destination: "Boston, MA" },
        422,
        /^pickupLocation: .*within 150 miles/,
      ],
      [{ priceOverrideCents: 100, overrideReason: "cheaper" }, 400, /./],
      [{ dispatchNotes: "VIP" }, 400, /./],
    ];
    for (const [body, status, detail] of cases) {
      for (const preview of [true, false]) {
        const res = await change(receipt.reference, { ...body, preview }, token);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(await detailOf(res)).toMatch(detail);
      }
    }
    expect((await change(receipt.reference, { passengerCount: 2 }, "")).status).toBe(401);
    const other = await book(7 * 24);
    expect((await change(other.reference, { passengerCount: 2 }, token)).status).toBe(403);
    const after = await details(receipt.bookingId);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(after.history).toHaveLength(before.history.length);

    const soon = await book(6);
    const late = await change(soon.reference, { passengerCount: 2 });
    expect(late.status).toBe(409);
    expect(await detailOf(late)).toMatch(/Changes online close 12 hours before pickup/);

    await approve(receipt.bookingId);
    await exec([
      `update bookings set assignment_status = 'in_progress', ride_stage = 'en_route' where id = '${receipt.bookingId}'`,
    ]);
    const moving = await change(receipt.reference, { passengerCount: 2 }, token);
    expect(moving.status).toBe(409);
    expect(await detailOf(moving)).toMatch(/under way/);
    expect((await details(receipt.bookingId)).passengerCount).toBe(1);
  });

  it("a time the assigned chauffeur cannot make sends the ride back to dispatch; customer and chauffeur are told", async () => {
    const first = await book(7 * 24);
    const second = await book(9 * 24);
    await approve(first.bookingId);
    await approve(second.bookingId);
    const driver = await insertDriver({ vehicleTypes: ["sedan", "suv"] });
    for (const b of [first, second]) expect((await assign(b.bookingId, driver.id)).status).toBe(200);
    const preview = BookingChangePreview.parse(
      await (await change(second.reference, { ...pickupIn(7 * 24), preview: true })).json(),
    );
    expect(preview.reassignment).toBe(true);
    const res = await change(second.reference, pickupIn(7 * 24));
    expect(res.status, await res.clone().text()).toBe(200);
    const result = CustomerChangeResult.parse(await res.json());
    expect(result.message).toMatch(/dispatch team will assign another chauffeur/);
    const booking = await details(second.bookingId);
    expect(booking).toMatchObject({ assignmentStatus: "unassigned", assignedDriverId: null });
    const messages = await messagesOf(second.bookingId);
    expect(messages.find((m) => m.template === "booking-changed")?.body).toMatch(/assign another chauffeur/);
    const away = messages.find((m) => m.template === "ride-moved-away");
    expect(away?.recipient).toBe(driver.email);
    expect(away?.body).toContain(first.reference);
  });

  it("the assigned chauffeur is told what the customer changed", async () => {
    const receipt = await book(7 * 24);
    await approve(receipt.bookingId);
    const driver = await insertDriver({ vehicleTypes: ["sedan", "suv"] });
    expect((await assign(receipt.bookingId, driver.id)).status).toBe(200);
    const res = await change(receipt.reference, { passengerCount: 2, specialRequests: "Two car seats" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await details(receipt.bookingId)).toMatchObject({
      assignedDriverId: driver.id,
      passengerCount: 2,
    });
    const told = (await messagesOf(receipt.bookingId)).find((m) => m.template === "ride-changed");
    expect(told?.recipient).toBe(driver.email);
    expect(told?.body).toMatch(/Passengers: 1 → 2/);
    expect(told?.body).toMatch(/Special requests: Meet at arrivals → Two car seats/);
  });

  it("a change racing an assignment, or a cancellation, ends in one valid state", async () => {
    const receipt = await book(7 * 24);
    await approve(receipt.bookingId);
    const driver = await insertDriver({ vehicleTypes: ["sedan", "suv"] });
    const token = await tokenFor(receipt.reference);
    const [changed, assigned] = await Promise.all([
      change(receipt.reference, { passengerCount: 2 }, token),
      assign(receipt.bookingId, driver.id),
    ]);
    expect([200, 409]).toContain(changed.status);
    expect([200, 409]).toContain(assigned.status);
    const booking = await details(receipt.bookingId);
    expect(booking.passengerCount).toBe(changed.status === 200 ? 2 : 1);
    expect(booking.assignedDriverId).toBe(assigned.status === 200 ? driver.id : null);

    const [again, cancelled] = await Promise.all([
      change(receipt.reference, { specialRequests: "Water, please" }, token),
      postJson(`/api/bookings/${receipt.reference}/cancel`, {}, { authorization: `Bearer ${token}` }),
    ]);
    expect(cancelled.status).toBe(200);
    expect([200, 409]).toContain(again.status);
    const end = await details(receipt.bookingId);
    expect(end.status).toBe("cancelled");
    expect(end.specialRequests).toBe(again.status === 200 ? "Water, please" : "Meet at arrivals");
  });

  it("a cheaper trip inside a fee tier pays that tier's share of the difference, also if cancelled after", async () => {
    const receipt = await book(18, "tok_sandbox_visa", { vehicleType: "luxury-suv" });
    await approve(receipt.bookingId);
    await pastGrace(receipt.bookingId);
    const fare = (await paymentOf(receipt.bookingId)).fareCents;
    const preview = BookingChangePreview.parse(
      await (await change(receipt.reference, { vehicleType: "executive-sedan", preview: true })).json(),
    );
    const lowered = fare - preview.fareCents;
    expect(lowered).toBeGreaterThan(0);
    expect(preview.feeCents).toBe(Math.round(lowered / 2));
    expect(preview.differenceCents).toBe(preview.feeCents - lowered);
    const token = await tokenFor(receipt.reference);
    expect((await change(receipt.reference, { vehicleType: "executive-sedan" }, token)).status).toBe(200);
    const cancelled = await postJson(
      `/api/bookings/${receipt.reference}/cancel`,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(cancelled.status).toBe(200);
    const payment = await paymentOf(receipt.bookingId);
    // 50% of the new fare, and the fee: the same as cancelling the first trip.
    expect(payment.capturedCents - payment.refundedCents).toBe(
      Math.round(preview.fareCents / 2) + preview.feeCents,
    );
  });
});

describe("the cancellation grace", () => {
  it("is free while the booking awaits confirmation and for 15 minutes after it was made, then the tier", async () => {
    const receipt = await book(6);
    const lookup = async () =>
      BookingLookupResult.parse(
        await (
          await postJson(
            "/api/bookings/lookup",
            { reference: receipt.reference, email: EMAIL },
            { "cf-connecting-ip": randomIp() },
          )
        ).json(),
      ).booking.cancellation;
    expect(await lookup()).toMatchObject({ refundPercent: 100, fee: 0, tier: /awaits our confirmation/ });
    await approve(receipt.bookingId);
    expect(await lookup()).toMatchObject({ refundPercent: 100, tier: "Free within 15 minutes of booking" });
    await exec([
      `update bookings set created_at = '${new Date(Date.now() - 16 * 60_000).toISOString()}' where id = '${receipt.bookingId}'`,
    ]);
    expect(await lookup()).toMatchObject({ refundPercent: 0, fee: receipt.estimatedPrice });
  });

  it("cancelling inside the grace captures nothing", async () => {
    const receipt = await book(6);
    await approve(receipt.bookingId);
    const token = await tokenFor(receipt.reference);
    const res = await postJson(
      `/api/bookings/${receipt.reference}/cancel`,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(200);
    const payment = await paymentOf(receipt.bookingId);
    expect(payment.capturedCents).toBe(0);
    const row = await env.DB.prepare("select refund_percent as r from bookings where id = ?")
      .bind(receipt.bookingId)
      .first<{ r: number }>();
    expect(row?.r).toBe(100);
  });
});

describe("extras posted by dispatch (POST /api/admin/bookings/{id}/extras)", () => {
  const post = async (
    id: string,
    body: Record<string, unknown>,
    key?: string,
    role: "dispatcher" | "accountant" = "dispatcher",
  ) =>
    api(`/api/admin/bookings/${id}/extras`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(key ? { "idempotency-key": key } : {}),
        ...(await staffBearer(role)),
      },
      body: JSON.stringify(body),
    });

  it("during the ride: a line captured with the fare at settlement", async () => {
    const receipt = await book(48);
    await approve(receipt.bookingId);
    const fare = (await paymentOf(receipt.bookingId)).fareCents;
    const res = await post(receipt.bookingId, { kind: "toll", amountCents: 1250, note: "Mass Pike" });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(AddedExtra.parse(await res.json())).toMatchObject({
      outcome: "with_fare",
      line: { code: "toll", description: "Tolls: Mass Pike" },
    });
    const extra = { code: "toll", description: "Tolls: Mass Pike", amountCents: 1250, addedBy: "admin" };
    expect((await paymentOf(receipt.bookingId)).extras).toEqual([
      expect.objectContaining({ ...extra, state: "with_fare" }),
    ]);
    await finishRide(receipt.bookingId, "completed");
    const payment = await paymentOf(receipt.bookingId);
    expect(payment.capturedCents - payment.refundedCents).toBe(fare + 1250);
    expect(payment.extras).toEqual([expect.objectContaining({ ...extra, state: "captured" })]);
    const audit = await env.DB.prepare(
      "select action from audit_log where booking_id = ? and action = 'booking.extra_added'",
    )
      .bind(receipt.bookingId)
      .all();
    expect(audit.results).toHaveLength(1);
  });

  it("after settlement: charged to the saved card once, however often it is sent", async () => {
    const receipt = await book(48);
    await approve(receipt.bookingId);
    await finishRide(receipt.bookingId, "completed");
    const settled = await paymentOf(receipt.bookingId);
    expect(settled.settled).toBe(true);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(receipt.bookingId, { kind: "parking", amountCents: 2000, note: "Garage" }, key),
      ),
    );
    for (const a of answers) expect([201, 409]).toContain(a.status);
    await runJobs();
    const payment = await paymentOf(receipt.bookingId);
    expect(payment.capturedCents - payment.refundedCents).toBe(
      settled.capturedCents - settled.refundedCents + 2000,
    );
    const lines = await env.DB.prepare(
      "select count(*) as n from payment_lines where booking_id = ? and code = 'parking'",
    )
      .bind(receipt.bookingId)
      .first<{ n: number }>();
    expect(lines?.n).toBe(1);
    const charges = (await ledgerOf(receipt.bookingId)).filter(
      (l) => l.amountCents === 2000 && l.outcome === "succeeded",
    );
    expect(charges.map((l) => l.kind).sort()).toEqual(["capture", "charge"]);
    expect(payment.extras).toEqual([
      expect.objectContaining({ code: "parking", amountCents: 2000, state: "charged" }),
    ]);
  });

  it("after settlement with no saved card: owed through the payment link, then paid through it", async () => {
    const receipt = await book(48);
    await approve(receipt.bookingId);
    await finishRide(receipt.bookingId, "completed");
    // The card is gone from the booking (removed, or never saved): the customer must pay this one.
    await exec([
      `update booking_payments set payment_method_ref = null where booking_id = '${receipt.bookingId}'`,
    ]);
    const res = await post(receipt.bookingId, { kind: "sign", amountCents: 1500, note: "" });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(AddedExtra.parse(await res.json())).toMatchObject({
      outcome: "link",
      line: { code: "meet_greet_sign", description: "Meet-and-greet sign" },
    });
    let payment = await paymentOf(receipt.bookingId);
    expect(payment).toMatchObject({ state: "action_required", settled: false });
    expect(payment.extras).toEqual([expect.objectContaining({ code: "meet_greet_sign", state: "owed" })]);
    const link = (await messagesOf(receipt.bookingId))
      .map((m) => /\/pay\?token=([\w.-]+)/.exec(m.body)?.[1])
      .filter(Boolean)
      .at(-1);
    expect(link).toBeTruthy();
    const paid = await postJson(
      `/api/pay/${receipt.reference}`,
      { provider: "sandbox", token: "tok_sandbox_mastercard" },
      { authorization: `Bearer ${link}` },
    );
    expect(paid.status, await paid.clone().text()).toBe(200);
    await runJobs();
    payment = await paymentOf(receipt.bookingId);
    expect(payment.settled).toBe(true);
    expect(payment.extras).toEqual([
      expect.objectContaining({ code: "meet_greet_sign", state: "paid_by_link" }),
    ]);
  });

  it("refuses bad input, a cancelled booking and the accountant", async () => {
    const receipt = await book(48);
    expect((await post(receipt.bookingId, { kind: "other", amountCents: 500 })).status).toBe(400);
    expect((await post(receipt.bookingId, { kind: "toll", amountCents: 0 })).status).toBe(400);
    expect(
      (await post(receipt.bookingId, { kind: "toll", amountCents: 100 }, undefined, "accountant")).status,
    ).toBe(403);
    expect((await post("nope", { kind: "toll", amountCents: 100 })).status).toBe(404);
    await adminApi(`/api/admin/bookings/${receipt.bookingId}/cancel`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "Customer called" }),
    });
    const res = await post(receipt.bookingId, { kind: "toll", amountCents: 100 });
    expect(res.status).toBe(409);
    expect(await detailOf(res)).toMatch(/cancelled booking/);
  });
});
