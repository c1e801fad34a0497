import { env } from "cloudflare:test";
import {
  BookingChangePreview,
  BookingLookupResult,
  BookingPage,
  BookingReceipt,
  CancelBookingResult,
  QuoteResponse,
  ridePrices,
} from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody, serviceDate } from "./booking-fixture";
import { adminApi, detailOf, staffBearer } from "./factories";
import { api, postJson, randomIp } from "./helpers";
import {
  approve,
  book,
  finishRide,
  ledgerOf,
  messagesOf,
  paymentOf,
  pickupIn,
  runJobs,
} from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

const trip = {
  serviceType: "one-way",
  pickupLocation: "Quincy, MA",
  destination: "Boston Logan International Airport (BOS), Boston, MA",
  vehicleType: "sedan",
  date: serviceDate(7),
  tripTime: "09:00",
};

async function quote(body: Record<string, unknown>) {
  const res = await postJson("/api/quote", body);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return QuoteResponse.parse(await res.json());
}

const count = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n ?? -1;

describe("stops on the way", () => {
  it("are priced by the miles through them, in order, plus $25 each", async () => {
    const direct = await quote(trip);
    const viaBoston = await quote({ ...trip, stops: ["Boston, MA"] });
    const miles = (await quote({ ...trip, destination: "Boston, MA" })).distance ?? 0;
    const onward = (await quote({ ...trip, pickupLocation: "Boston, MA" })).distance ?? 0;
    expect(viaBoston.distance).toBeCloseTo(miles + onward, 0);
    expect(viaBoston.distance).toBeGreaterThan(direct.distance ?? 0);
    expect(viaBoston.breakdown).toEqual({
      vehicle: viaBoston.basePrice,
      stops: 25,
      returnTrip: 0,
      childSeats: 0,
      serviceFee: 15,
      gratuity: 0,
      total: viaBoston.basePrice + 25 + 15,
    });
    const two = await quote({ ...trip, stops: ["Boston, MA", "Quincy, MA 02169"] });
    expect(two.breakdown.stops).toBe(50);
  });

  it("show on the distance call with where each stop is", async () => {
    const res = await postJson("/api/distance", {
      pickup: trip.pickupLocation,
      destination: trip.destination,
      stops: ["Boston, MA"],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { stops: { description: string }[] };
    expect(body.stops.map((s) => s.description)).toEqual(["Boston, MA"]);
  });
});

describe("a round trip", () => {
  it("prices the return ride on its own, child seats on both rides and one service fee", async () => {
    const oneWay = await quote({ ...trip, childSeats: 1 });
    const both = await quote({
      ...trip,
      childSeats: 1,
      returnTrip: { date: serviceDate(7), time: "18:00" },
    });
    expect(both.returnDistance).toBe(oneWay.distance);
    expect(both.breakdown).toEqual({
      vehicle: oneWay.breakdown.vehicle,
      stops: 0,
      returnTrip: oneWay.breakdown.vehicle,
      childSeats: 90,
      serviceFee: 15,
      gratuity: 0,
      total: 2 * oneWay.breakdown.vehicle + 90 + 15,
    });
  });

  it("books two rides under one reference and one card check, each with its own fare, stops kept in order", async () => {
    const res = await postJson(
      "/api/bookings",
      bookingBody({
        stops: ["Boston, MA"],
        returnTrip: { date: serviceDate(9), time: "17:30" },
        childSeats: 1,
        travelingWithChild: true,
        passengerCount: 1,
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = BookingReceipt.parse(await res.json());
    const back = receipt.returnRide;
    expect(back?.reference).toBe(`${receipt.reference}-R`);
    const { breakdown } = receipt;
    expect(breakdown.stops).toBe(25);
    expect(breakdown.childSeats).toBe(90);
    expect(breakdown.returnTrip).toBeGreaterThan(0);
    expect(receipt.estimatedPrice).toBe(
      breakdown.vehicle +
        breakdown.stops +
        breakdown.returnTrip +
        breakdown.childSeats +
        breakdown.serviceFee,
    );

    const rows = await env.DB.prepare(
      "SELECT id, reference, leg, trip_id, pickup_location, destination, stops, scheduled_date, scheduled_time, flight_number, estimated_price, service_fee, stop_price FROM bookings WHERE trip_id = ? ORDER BY pickup_at",
    )
      .bind(receipt.bookingId)
      .all<Record<string, unknown>>();
    expect(rows.results).toMatchObject([
      {
        id: receipt.bookingId,
        leg: "outbound",
        pickup_location: "Quincy, MA",
        stops: JSON.stringify(["Boston, MA"]),
        flight_number: "BA 213",
        service_fee: 15,
        stop_price: 25,
      },
      {
        id: back?.bookingId,
        leg: "return",
        pickup_location: "Boston Logan International Airport (BOS), Boston, MA",
        destination: "Quincy, MA",
        stops: null,
        scheduled_date: serviceDate(9),
        scheduled_time: "17:30",
        flight_number: null,
        service_fee: 0,
        stop_price: 0,
      },
    ]);
    const prices = rows.results.map((r) => Number(r.estimated_price));
    expect(prices[0]).toBe(breakdown.vehicle + 25 + 45 + 15);
    expect(prices[1]).toBe(breakdown.returnTrip + 45);

    // One card check, held once; each ride has its own money row for its own fare, on the saved card.
    expect(
      await count(
        "SELECT count(*) n FROM payment_ledger WHERE kind = 'verify' AND booking_id = ?",
        receipt.bookingId,
      ),
    ).toBe(1);
    expect(await count("SELECT count(*) n FROM payment_ledger WHERE booking_id = ?", back?.bookingId)).toBe(
      0,
    );
    const money = await env.DB.prepare(
      "SELECT booking_id, fare_cents, verified_cents, payment_method_ref IS NOT NULL saved FROM booking_payments WHERE booking_id IN (?, ?) ORDER BY verified_cents DESC",
    )
      .bind(receipt.bookingId, back?.bookingId)
      .all<{ booking_id: string; fare_cents: number; verified_cents: number; saved: number }>();
    expect(money.results.map((m) => [m.fare_cents, m.verified_cents > 0, m.saved])).toEqual([
      [(prices[0] ?? 0) * 100, true, 1],
      [(prices[1] ?? 0) * 100, false, 1],
    ]);
    const codes = await env.DB.prepare("SELECT code FROM payment_lines WHERE booking_id = ? ORDER BY id")
      .bind(receipt.bookingId)
      .all<{ code: string }>();
    expect(codes.results.map((l) => l.code)).toEqual(["vehicle", "stops", "child_seats", "service_fee"]);

    // One confirmation, naming both rides and each one's tracking link.
    const message = await env.DB.prepare("SELECT body FROM outbox WHERE booking_id = ?")
      .bind(receipt.bookingId)
      .first<{ body: string }>();
    expect(message?.body).toContain("stopping at Boston, MA,");
    expect(message?.body).toContain(`(reference ${back?.reference})`);
    expect(message?.body).toMatch(/Follow your return ride: \S*\/track\//);

    // The dispatcher sees each ride, its stops in order and which leg it is.
    const list = BookingPage.parse(
      await (await adminApi(`/api/admin/bookings?search=${receipt.reference}`)).json(),
    );
    const legs = Object.fromEntries(list.items.map((b) => [b.leg, b]));
    expect(legs.outbound?.stops).toEqual(["Boston, MA"]);
    expect(legs.return?.reference).toBe(back?.reference);
  });

  it("answers a replayed request with both rides", async () => {
    const body = bookingBody({ returnTrip: { date: serviceDate(8), time: "10:00" } });
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = BookingReceipt.parse(await (await postJson("/api/bookings", body, headers)).json());
    const second = BookingReceipt.parse(await (await postJson("/api/bookings", body, headers)).json());
    expect(second).toEqual(first);
    expect(second.returnRide?.reference).toBe(`${first.reference}-R`);
  });
});

describe("a round trip's money: each ride held and charged as its own, on the one saved card", () => {
  it("holds the return ride at its approval without a card check of its own, and charges it after it ends", async () => {
    // Both rides inside the hold window: each is held when the dispatcher approves it.
    const out = pickupIn(30);
    const back = pickupIn(60);
    const receipt = await book(30, "tok_sandbox_visa", { ...out, returnTrip: back });
    const returnId = receipt.returnRide?.bookingId ?? "";
    await approve(receipt.bookingId);
    await approve(returnId);
    const [outbound, returned] = [await paymentOf(receipt.bookingId), await paymentOf(returnId)];
    expect(outbound).toMatchObject({ state: "held", verifiedCents: 0 });
    // The card check was released once, on the outbound; the return ride never had one.
    expect(returned).toMatchObject({ state: "held", verifiedCents: 0, heldCents: returned.fareCents });
    expect((await ledgerOf(returnId)).map((l) => `${l.kind}:${l.outcome}`)).toEqual(["hold:succeeded"]);

    await finishRide(returnId, "completed");
    await runJobs();
    expect(await paymentOf(returnId)).toMatchObject({
      state: "captured",
      capturedCents: returned.fareCents,
      settled: true,
    });
    // The outbound's money is its own: still held until its own ride ends.
    expect(await paymentOf(receipt.bookingId)).toMatchObject({ state: "held", capturedCents: 0 });
    const receiptMail = (await messagesOf(returnId)).find((m) => m.template === "payment-receipt");
    expect(receiptMail?.subject).toContain(`${receipt.reference}-R`);
  });
});

describe("the customer's page of a round trip", () => {
  it("shows the return ride under the one reference, and cancelling the booking cancels both rides", async () => {
    const body = bookingBody({
      customerInfo: { name: "Ada Lovelace", email: "round-trip@example.com", phone: "(617) 555-0100" },
      returnTrip: { date: serviceDate(8), time: "10:00" },
    });
    const receipt = BookingReceipt.parse(await (await postJson("/api/bookings", body)).json());
    const found = await postJson(
      "/api/bookings/lookup",
      { reference: receipt.reference, email: "round-trip@example.com" },
      { "cf-connecting-ip": randomIp() },
    );
    const { booking, token } = BookingLookupResult.parse(await found.json());
    expect(booking.returnRide).toMatchObject({
      reference: `${receipt.reference}-R`,
      status: "pending",
      pickupLocation: "Boston Logan International Airport (BOS), Boston, MA",
      destination: "Quincy, MA",
      scheduledDate: serviceDate(8),
      scheduledTime: "10:00",
      // Its own money: the card is saved for it, nothing held or charged yet, no card check of its own.
      payment: { state: "verified", verifiedCents: 0, heldCents: 0, capturedCents: 0 },
    });
    // The return ride has no look-up of its own: the customer has one reference.
    const own = await postJson(
      "/api/bookings/lookup",
      { reference: `${receipt.reference}-R`, email: "round-trip@example.com" },
      { "cf-connecting-ip": randomIp() },
    );
    expect(own.status).toBe(400);

    const res = await postJson(
      `/api/bookings/${receipt.reference}/cancel`,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(200);
    const cancelled = CancelBookingResult.parse(await res.json());
    expect(cancelled.message).toBe(`Booking ${receipt.reference} and its return ride are cancelled.`);
    expect(cancelled.booking.returnRide?.status).toBe("cancelled");
    const states = await env.DB.prepare(
      "SELECT b.leg, b.status, p.settled_at IS NOT NULL settled FROM bookings b JOIN booking_payments p ON p.booking_id = b.id WHERE b.trip_id = ? ORDER BY b.pickup_at",
    )
      .bind(receipt.bookingId)
      .all<{ leg: string; status: string; settled: number }>();
    expect(states.results).toEqual([
      { leg: "outbound", status: "cancelled", settled: 1 },
      { leg: "return", status: "cancelled", settled: 1 },
    ]);
  });
});

describe("cancelling only the return ride", () => {
  /** A booking (a round trip unless `oneWay`), looked up by its customer: its cancel call, its rides' states. */
  async function bookedAndFound(email: string, { oneWay = false } = {}) {
    const body = bookingBody({
      customerInfo: { name: "Ada Lovelace", email, phone: "(617) 555-0100" },
      ...(oneWay ? {} : { returnTrip: { date: serviceDate(8), time: "10:00" } }),
    });
    const receipt = BookingReceipt.parse(await (await postJson("/api/bookings", body)).json());
    const found = await postJson(
      "/api/bookings/lookup",
      { reference: receipt.reference, email },
      { "cf-connecting-ip": randomIp() },
    );
    const { token } = BookingLookupResult.parse(await found.json());
    const cancel = (body: Record<string, unknown>) =>
      postJson(`/api/bookings/${receipt.reference}/cancel`, body, { authorization: `Bearer ${token}` });
    const states = async () =>
      (
        await env.DB.prepare(
          "SELECT b.leg, b.status, p.settled_at IS NOT NULL settled FROM bookings b JOIN booking_payments p ON p.booking_id = b.id WHERE b.trip_id = ? ORDER BY b.pickup_at",
        )
          .bind(receipt.bookingId)
          .all<{ leg: string; status: string; settled: number }>()
      ).results;
    return { receipt, cancel, states };
  }

  it("cancels the return ride alone, even once the outbound has been driven, and keeps the outbound", async () => {
    const { receipt, cancel, states } = await bookedAndFound("return-only@example.com");
    // The outbound was driven: it can no longer be cancelled, the return ride still can.
    await env.DB.prepare("UPDATE bookings SET status = 'completed' WHERE id = ?")
      .bind(receipt.bookingId)
      .run();
    const whole = await cancel({});
    expect(whole.status).toBe(409);
    expect((await states()).map((r) => r.status)).toEqual(["completed", "pending"]);

    const res = await cancel({ ride: "return", reason: "Getting a lift back" });
    expect(res.status).toBe(200);
    const done = CancelBookingResult.parse(await res.json());
    expect(done.message).toBe(`The return ride ${receipt.reference}-R is cancelled.`);
    expect(done.booking.status).toBe("completed");
    expect(done.booking.returnRide?.status).toBe("cancelled");
    expect(await states()).toEqual([
      { leg: "outbound", status: "completed", settled: 0 },
      { leg: "return", status: "cancelled", settled: 1 },
    ]);
    const note = await env.DB.prepare(
      "SELECT e.note FROM booking_events e JOIN bookings b ON b.id = e.booking_id WHERE b.reference = ? AND e.to_value = 'cancelled'",
    )
      .bind(`${receipt.reference}-R`)
      .first<{ note: string }>();
    expect(note?.note).toContain("Reason: Getting a lift back");

    // Twice: the second is refused with the reason, nothing changes.
    const again = await cancel({ ride: "return" });
    expect(again.status).toBe(409);
    expect(await detailOf(again)).toMatch(/cancelled/i);
  });

  it("keeps the outbound booked when only the return ride is cancelled", async () => {
    const { cancel, states } = await bookedAndFound("keep-outbound@example.com");
    expect((await cancel({ ride: "return" })).status).toBe(200);
    expect(await states()).toEqual([
      { leg: "outbound", status: "pending", settled: 0 },
      { leg: "return", status: "cancelled", settled: 1 },
    ]);
  });

  it("refuses a return ride a one-way booking does not have, and a ride it does not know", async () => {
    const { receipt, cancel } = await bookedAndFound("one-way@example.com", { oneWay: true });
    const none = await cancel({ ride: "return" });
    expect(none.status).toBe(409);
    expect(await detailOf(none)).toBe("This booking has no return ride");
    const unknown = await cancel({ ride: "both" });
    expect(unknown.status).toBe(400);
    expect(await detailOf(unknown)).toMatch(/^ride: /);
    const status = await env.DB.prepare("SELECT status FROM bookings WHERE id = ?")
      .bind(receipt.bookingId)
      .first<{ status: string }>();
    expect(status?.status).toBe("pending");
  });
});

describe("bad stops and returns: a clear 4xx, nothing stored", () => {
  it("refuses more than 3 stops, stops or a return on an hourly ride, and a return before the outbound", async () => {
    const before = await count("SELECT count(*) n FROM bookings");
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ stops: ["Boston, MA", "Quincy, MA", "Boston, MA", "Quincy, MA"] }, 400, /stops: at most 3 stops/],
      [{ stops: ["  "] }, 400, /stops\.0: a stop needs an address/],
      [{ serviceType: "hourly", hours: 4, stops: ["Boston, MA"] }, 400, /only a one-way trip has stops/],
      [
        { serviceType: "hourly", hours: 4, returnTrip: { date: serviceDate(8), time: "10:00" } },
        400,
        /only a one-way trip has a return ride/,
      ],
      [
        { returnTrip: { date: serviceDate(6), time: "10:00" } },
        400,
        /returnTrip\.time: the return pickup must be after the outbound pickup/,
      ],
      [
        // After the outbound pickup, but before it can have arrived.
        { returnTrip: { date: serviceDate(7), time: "15:00" } },
        422,
        /after the outbound ride arrives, about .*; please choose a later return time/,
      ],
      // The booking names the ride's time, the quote (which may have no time) its date.
      [
        { returnTrip: { date: "2999-01-01", time: "10:00" } },
        400,
        /returnTrip\.(time|date): Pickups can be booked at most 365 days ahead/,
      ],
    ];
    for (const [override, status, message] of cases) {
      for (const path of ["/api/bookings", "/api/quote"]) {
        const body =
          path === "/api/quote"
            ? { ...trip, ...override, date: serviceDate(7), tripTime: "14:30" }
            : bookingBody(override);
        const res = await postJson(path, body);
        // The quote has no card or arrival rule: only the request's own shape is checked there.
        if (path === "/api/quote" && status === 422) continue;
        expect(res.status, `${path} ${JSON.stringify(override)}`).toBe(status);
        expect(await detailOf(res)).toMatch(message);
      }
    }
    expect(await count("SELECT count(*) n FROM bookings")).toBe(before);
  });
});

describe("a change to one ride of a round trip", () => {
  const cents = (dollars: number) => Math.round(dollars * 100);
  /** What a fresh round trip costs, ride by ride (the quote's lines split as the booking splits them). */
  async function freshRides(body: Record<string, unknown>) {
    const priced = await quote(body);
    const rides = ridePrices(priced.lines, 0);
    return { outbound: cents(rides.outbound.total), back: cents(rides.return?.total ?? 0) };
  }
  const patchAsDispatch = async (id: string, body: Record<string, unknown>) =>
    api(`/api/admin/bookings/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", ...(await staffBearer("dispatcher")) },
      body: JSON.stringify(body),
    });
  async function changeAsCustomer(reference: string, body: Record<string, unknown>) {
    const found = await postJson(
      "/api/bookings/lookup",
      { reference, email: "ada@example.com" },
      { "cf-connecting-ip": randomIp() },
    );
    const { token } = BookingLookupResult.parse(await found.json());
    return api(`/api/bookings/${reference}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  }

  it("prices each ride as the trip's: the return's new vehicle or place adds no second service fee; the holds follow", async () => {
    const out = pickupIn(30);
    const back = pickupIn(60);
    const seats = { childSeats: 1, travelingWithChild: true };
    const receipt = await book(30, "tok_sandbox_visa", { ...out, ...seats, returnTrip: back });
    const returnId = receipt.returnRide?.bookingId ?? "";
    await approve(receipt.bookingId);
    await approve(returnId);
    const asQuoted = { ...trip, date: out.date, tripTime: out.time, childSeats: 1, returnTrip: back };
    const sedan = await freshRides(asQuoted);
    expect((await paymentOf(receipt.bookingId)).fareCents).toBe(sedan.outbound);
    expect((await paymentOf(returnId)).fareCents).toBe(sedan.back);

    // Dispatch puts the return ride in an SUV: the return ride of an SUV round trip, seats and all, no fee.
    const bigger = await patchAsDispatch(returnId, { vehicleType: "suv" });
    expect(bigger.status, await bigger.clone().text()).toBe(200);
    const suv = await freshRides({ ...asQuoted, vehicleType: "suv" });
    const returned = await paymentOf(returnId);
    expect(returned).toMatchObject({ fareCents: suv.back, state: "held", heldCents: suv.back });
    expect(returned.lines.map((l) => l.code)).not.toContain("service_fee");
    expect((await paymentOf(receipt.bookingId)).fareCents).toBe(sedan.outbound);

    // The return ride now drops the party in Boston: as a round trip from Boston would price its return.
    const elsewhere = await patchAsDispatch(returnId, { destination: "Boston, MA" });
    expect(elsewhere.status, await elsewhere.clone().text()).toBe(200);
    const fromBoston = await freshRides({ ...asQuoted, vehicleType: "suv", pickupLocation: "Boston, MA" });
    expect(await paymentOf(returnId)).toMatchObject({
      fareCents: fromBoston.back,
      heldCents: fromBoston.back,
    });

    // The customer puts the outbound in an SUV too (Manage Booking changes the ride they booked): the
    // price shown first is the SUV trip's outbound, with the trip's one service fee.
    const asked = await changeAsCustomer(receipt.reference, { vehicleType: "suv", preview: true });
    expect(asked.status, await asked.clone().text()).toBe(200);
    expect(BookingChangePreview.parse(await asked.json()).fareCents).toBe(suv.outbound);
    const made = await changeAsCustomer(receipt.reference, { vehicleType: "suv" });
    expect(made.status, await made.clone().text()).toBe(200);
    expect(await paymentOf(receipt.bookingId)).toMatchObject({
      fareCents: suv.outbound,
      heldCents: suv.outbound,
    });
    const fees = await env.DB.prepare(
      "SELECT count(*) n FROM payment_lines WHERE code = 'service_fee' AND booking_id IN (?, ?)",
    )
      .bind(receipt.bookingId, returnId)
      .first<{ n: number }>();
    expect(fees?.n).toBe(1);
  });
});
