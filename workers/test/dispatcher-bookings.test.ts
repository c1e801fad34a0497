import { env } from "cloudflare:test";
import {
  AdminBookingCreated,
  BookingChangePreview,
  BookingLookupResult,
  PayLinkView,
  PayResult,
  PRICING_V1,
} from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody, serviceDate } from "./booking-fixture";
import { adminApi, detailOf, insertDriver, staffBearer } from "./factories";
import { api, exec, postJson } from "./helpers";
import { approve, book, details, finishRide, messagesOf, paymentOf, pickupIn } from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

/** A caller's booking as the console's form sends it: the online body without the card. */
function callerBody(overrides: Record<string, unknown> = {}) {
  const { paymentInfo: _card, estimatedPrice: _shown, ...body } = bookingBody();
  return { ...body, ...overrides };
}

async function bookForCaller(
  overrides: Record<string, unknown> = {},
  role: "dispatcher" | "owner" = "dispatcher",
) {
  return postJson("/api/admin/bookings", callerBody(overrides), await staffBearer(role));
}

const count = async (table: string) =>
  (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())?.n ?? 0;

const payLinkToken = (payLink: string) => new URL(payLink, "http://x").searchParams.get("token") ?? "";

describe("a dispatcher books a caller (POST /api/admin/bookings)", () => {
  it("confirms the booking at the operator's price, awaiting the card; the customer's message carries the link", async () => {
    const res = await bookForCaller(pickupIn(7 * 24));
    expect(res.status, await res.clone().text()).toBe(201);
    const created = AdminBookingCreated.parse(await res.json());
    expect(created.payLink).toMatch(/^\/pay\?token=[\w.-]+$/);
    const booking = await details(created.bookingId);
    expect(booking).toMatchObject({ reference: created.reference, status: "confirmed" });
    expect(booking.payment).toMatchObject({ state: "awaiting_card", verifiedCents: 0, heldCents: 0 });
    expect(booking.history[0]?.note).toMatch(/Booked by the dispatcher for a caller/);
    const [message] = await messagesOf(created.bookingId);
    expect(message?.template).toBe("booking-by-phone");
    expect(message?.body).toContain(created.payLink);
    const audit = await env.DB.prepare("select action, actor_role from audit_log where booking_id = ?")
      .bind(created.bookingId)
      .first<{ action: string; actor_role: string }>();
    expect(audit).toEqual({ action: "booking.created", actor_role: "dispatcher" });
  });

  it("the link checks the card a week ahead (verified), and holds the fare at once inside the hold window", async () => {
    for (const [hours, state] of [
      [7 * 24, "verified"],
      [48, "held"],
    ] as const) {
      const created = AdminBookingCreated.parse(await (await bookForCaller(pickupIn(hours))).json());
      const token = payLinkToken(created.payLink);
      const auth = { authorization: `Bearer ${token}` };
      const view = PayLinkView.parse(
        await (await api(`/api/pay/${created.reference}`, { headers: auth })).json(),
      );
      const fare = (await paymentOf(created.bookingId)).fareCents;
      expect(view).toMatchObject(
        state === "held"
          ? { purpose: "hold", amountCents: fare, paid: false }
          : { purpose: "card", amountCents: 100 },
      );
      const paid = await postJson(
        `/api/pay/${created.reference}`,
        { provider: "sandbox", token: "tok_sandbox_mastercard" },
        auth,
      );
      expect(paid.status, await paid.clone().text()).toBe(200);
      expect(PayResult.parse(await paid.json()).status).toBe("paid");
      const booking = await details(created.bookingId);
      const card = await env.DB.prepare("select card_last4 from bookings where id = ?")
        .bind(created.bookingId)
        .first<{ card_last4: string }>();
      expect(card?.card_last4).toBe("4444");
      expect(booking.payment).toMatchObject(
        state === "held" ? { state, heldCents: fare } : { state, verifiedCents: 100, heldCents: 0 },
      );
      // The link is used: it says so.
      const again = await api(`/api/pay/${created.reference}`, { headers: auth });
      expect(again.status).toBe(410);
    }
  });

  it("the card step is claimed: two payments at once authorize once; 3-D Secure is confirmed once", async () => {
    const created = AdminBookingCreated.parse(await (await bookForCaller(pickupIn(48))).json());
    const auth = { authorization: `Bearer ${payLinkToken(created.payLink)}` };
    const fare = (await paymentOf(created.bookingId)).fareCents;
    const answers = await Promise.all(
      ["tok_sandbox_mastercard", "tok_sandbox_mastercard"].map((token) =>
        postJson(`/api/pay/${created.reference}`, { provider: "sandbox", token }, auth),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const holds = await env.DB.prepare(
      "select kind, outcome, amount_cents from payment_ledger where booking_id = ? and kind in ('hold', 'verify')",
    )
      .bind(created.bookingId)
      .all();
    expect(holds.results).toEqual([{ kind: "hold", outcome: "succeeded", amount_cents: fare }]);
    expect(await paymentOf(created.bookingId)).toMatchObject({ state: "held", heldCents: fare });
    const told = (await messagesOf(created.bookingId)).filter((m) => m.template === "payment-card-added");
    expect(told).toHaveLength(1);

    const other = AdminBookingCreated.parse(await (await bookForCaller(pickupIn(48))).json());
    const otherAuth = { authorization: `Bearer ${payLinkToken(other.payLink)}` };
    const asked = PayResult.parse(
      await (
        await postJson(
          `/api/pay/${other.reference}`,
          { provider: "sandbox", token: "tok_sandbox_authenticationRequired" },
          otherAuth,
        )
      ).json(),
    );
    expect(asked.status).toBe("requires_action");
    expect((await paymentOf(other.bookingId)).state).toBe("awaiting_card");
    const bank = await postJson("/api/payments/sandbox/authenticate", {
      clientSecret: asked.nextAction?.clientSecret,
      approve: true,
    });
    expect(bank.status).toBe(200);
    const confirms = await Promise.all(
      [1, 2].map(() => postJson(`/api/pay/${other.reference}/confirm`, {}, otherAuth)),
    );
    expect(confirms.some((r) => r.status === 200)).toBe(true);
    const otherFare = (await paymentOf(other.bookingId)).fareCents;
    expect(await paymentOf(other.bookingId)).toMatchObject({ state: "held", heldCents: otherFare });
    const confirmed = await env.DB.prepare(
      "select count(*) as n from payment_ledger where booking_id = ? and kind = 'hold' and outcome = 'succeeded'",
    )
      .bind(other.bookingId)
      .first<{ n: number }>();
    expect(confirmed?.n).toBe(1);
  });

  it("takes the dispatcher's price with a reason, as the fare", async () => {
    const res = await bookForCaller({
      ...pickupIn(7 * 24),
      priceOverrideCents: 12_345,
      overrideReason: "Regular client",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { bookingId } = AdminBookingCreated.parse(await res.json());
    const payment = await paymentOf(bookingId);
    expect(payment.fareCents).toBe(12_345);
    expect(payment.lines.map((l) => [l.code, l.amountCents])).toEqual([["fare_override", 12_345]]);
    const booking = await details(bookingId);
    expect(booking.history[0]?.note).toMatch(/\$123\.45 .*Regular client/);
    // Every view of the booking states the price the customer pays, not the rules' price overridden.
    expect(booking.estimatedPrice).toBe(123.45);
    const lookup = await postJson("/api/bookings/lookup", {
      reference: booking.reference,
      email: "ada@example.com",
    });
    expect(lookup.status).toBe(200);
    expect(BookingLookupResult.parse(await lookup.json()).booking.estimatedPrice).toBe(123.45);
  });

  it("refuses what the rules refuse, with detail, and books nothing", async () => {
    const before = await count("bookings");
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ priceOverrideCents: 9_000 }, 400, /overrideReason/],
      [
        { pickupLocation: "Quincy, IL", destination: "Boston, MA", flightNumber: null },
        422,
        /within 150 miles/,
      ],
      [{ passengerCount: 5 }, 422, /SUV|fit/],
      [pickupIn(1), 422, /./],
    ];
    for (const [overrides, status, detail] of cases) {
      const res = await bookForCaller({ ...pickupIn(7 * 24), ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(status);
      expect(await detailOf(res)).toMatch(detail);
    }
    expect(await count("bookings")).toBe(before);
  });

  it("is the dispatcher's and the owner's, not the accountant's", async () => {
    const res = await postJson(
      "/api/admin/bookings",
      callerBody(pickupIn(7 * 24)),
      await staffBearer("accountant"),
    );
    expect(res.status).toBe(403);
    expect((await bookForCaller(pickupIn(7 * 24), "owner")).status).toBe(201);
  });
});

describe("a dispatcher changes a booking (PATCH /api/admin/bookings/{id})", () => {
  const patch = async (
    id: string,
    body: Record<string, unknown>,
    role: "dispatcher" | "accountant" = "dispatcher",
  ) =>
    api(`/api/admin/bookings/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", ...(await staffBearer(role)) },
      body: JSON.stringify(body),
    });

  it("moves the pickup and the vehicle: re-priced, the hold follows, history before and after, both told", async () => {
    const receipt = await book(48);
    await approve(receipt.bookingId);
    const held = await paymentOf(receipt.bookingId);
    expect(held.state).toBe("held");
    const driver = await insertDriver();
    await exec([
      `update bookings set assigned_driver_id = '${driver.id}', assignment_status = 'accepted' where id = '${receipt.bookingId}'`,
    ]);
    const later = pickupIn(50);
    const res = await patch(receipt.bookingId, {
      ...later,
      vehicleType: "luxury-suv",
      driverNotes: "Gate B",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const booking = await details(receipt.bookingId);
    expect(booking).toMatchObject({ scheduledTime: later.time, vehicleType: "suv", driverNotes: "Gate B" });
    const payment = await paymentOf(receipt.bookingId);
    expect(payment.fareCents).toBeGreaterThan(held.fareCents);
    expect(payment).toMatchObject({ state: "held", heldCents: payment.fareCents });
    // The new hold first, then the old one released: the card is never without the fare held.
    const steps = payment.events.map((e) => `${e.kind}:${e.outcome}:${e.amountCents}`);
    expect(steps.lastIndexOf(`hold:succeeded:${payment.fareCents}`)).toBeLessThan(
      steps.lastIndexOf(`release:succeeded:${held.fareCents}`),
    );
    const vehicle = booking.history.find((h) => h.field === "vehicleType");
    expect(vehicle).toMatchObject({ fromValue: "sedan", toValue: "suv" });
    const messages = await messagesOf(receipt.bookingId);
    const customer = messages.find((m) => m.template === "booking-changed");
    expect(customer?.body).toMatch(/Vehicle: Executive Sedan → Luxury SUV/);
    expect(customer?.body).not.toContain("Gate B");
    // A new pickup time sends the ride's calendar file again: the same event, moved (a later SEQUENCE).
    const [ics] = JSON.parse(customer?.attachments ?? "[]") as { filename: string; content: string }[];
    expect(ics?.filename).toBe(`${receipt.reference}.ics`);
    const calendar = Buffer.from(ics?.content ?? "", "base64").toString("utf8");
    const start = new Date(booking.pickupAt).toISOString().replace(/[-:]|\.\d{3}/g, "");
    expect(calendar).toContain(`DTSTART:${start}`);
    expect(calendar).toContain(`UID:${receipt.reference.toLowerCase()}@`);
    expect(calendar).toMatch(/^SEQUENCE:\d+\r$/m);
    const chauffeur = messages.find((m) => m.template === "ride-changed");
    expect(chauffeur?.body).toMatch(/Notes for the chauffeur: none → Gate B/);
    // Back to the sedan: a smaller hold replaces the larger one (the difference is released).
    expect((await patch(receipt.bookingId, { vehicleType: "executive-sedan" })).status).toBe(200);
    const lower = await paymentOf(receipt.bookingId);
    expect(lower.fareCents).toBeLessThan(payment.fareCents);
    expect(lower).toMatchObject({ state: "held", heldCents: lower.fareCents });
    // A change that moves neither the time nor a place leaves the calendar as it is.
    expect((await patch(receipt.bookingId, { passengerCount: 2 })).status).toBe(200);
    const changed = (await messagesOf(receipt.bookingId)).filter((m) => m.template === "booking-changed");
    expect(changed).toHaveLength(3);
    expect(changed[2]?.body).toMatch(/Passengers: 1 → 2/);
    expect(JSON.parse(changed[2]?.attachments ?? "[]")).toEqual([]);
  });

  it("refuses with detail and changes nothing: capacity, lead time, service area, override without reason, under way", async () => {
    const receipt = await book(7 * 24);
    const before = await details(receipt.bookingId);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ passengerCount: 5 }, 422, /^vehicleType: .*SUV/],
      [pickupIn(1), 422, /^time: .*hours? ahead|^time: .*notice/i],
      [{ date: "2020-01-01" }, 422, /^time: .*past/],
      [
        { pickupLocation: "Quincy, IL", destination: "Boston, MA" },
        422,
        /^pickupLocation: .*within 150 miles/,
      ],
      [{ priceOverrideCents: 10_000 }, 400, /^overrideReason: /],
    ];
    for (const [body, status, detail] of cases) {
      const res = await patch(receipt.bookingId, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(await detailOf(res)).toMatch(detail);
    }
    expect((await patch(receipt.bookingId, { passengerCount: 2 }, "accountant")).status).toBe(403);
    const after = await details(receipt.bookingId);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(after.history).toHaveLength(before.history.length);
    const moving = await book(7 * 24);
    await approve(moving.bookingId);
    await exec([
      `update bookings set assignment_status = 'in_progress', ride_stage = 'en_route' where id = '${moving.bookingId}'`,
    ]);
    const underWay = await patch(moving.bookingId, { passengerCount: 2 });
    expect(underWay.status).toBe(409);
    expect(await detailOf(underWay)).toMatch(/under way/);
    expect((await details(moving.bookingId)).passengerCount).toBe(1);
    await approve(receipt.bookingId);
    await finishRide(receipt.bookingId, "completed");
    const over = await patch(receipt.bookingId, { passengerCount: 2 });
    expect(over.status).toBe(409);
    expect(await detailOf(over)).toMatch(/completed booking cannot be changed/);
  });

  it("refuses a time that clashes with the chauffeur's other ride", async () => {
    const first = await book(7 * 24);
    const second = await book(9 * 24);
    await approve(first.bookingId);
    await approve(second.bookingId);
    const driver = await insertDriver({ vehicleTypes: ["sedan", "suv"] });
    for (const b of [first, second]) {
      const res = await adminApi(`/api/admin/bookings/${b.bookingId}/assign-driver?driver_id=${driver.id}`, {
        method: "POST",
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const before = await details(second.bookingId);
    const res = await patch(second.bookingId, pickupIn(7 * 24));
    expect(res.status).toBe(409);
    expect(await detailOf(res)).toMatch(new RegExp(`^time: .*already has booking ${first.reference}`));
    const after = await details(second.bookingId);
    expect(after).toMatchObject({ updatedAt: before.updatedAt, scheduledTime: before.scheduledTime });
    expect(after.history).toHaveLength(before.history.length);
  });

  it("a new pickup time is priced again by the rules (a late-night surcharge); an override holds", async () => {
    const lateNight = {
      ...PRICING_V1,
      surcharges: [
        {
          id: "late-night",
          name: "Late night",
          when: { kind: "time", from: "23:00", to: "05:00" },
          percent: 25,
        },
      ],
    };
    const publish = (rules: unknown) =>
      adminApi("/api/admin/pricing", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ rules }),
      });
    try {
      expect((await publish(lateNight)).status).toBe(201);
      const date = serviceDate(7);
      const receipt = await book(7 * 24, "tok_sandbox_visa", { date, time: "14:30" });
      const day = await paymentOf(receipt.bookingId);
      const res = await patch(receipt.bookingId, { time: "23:30" });
      expect(res.status, await res.clone().text()).toBe(200);
      const night = await paymentOf(receipt.bookingId);
      expect(night.fareCents).toBeGreaterThan(day.fareCents);
      expect(night.lines.map((l) => l.code)).toContain("surcharge");
      expect((await details(receipt.bookingId)).history.find((h) => h.field === "price")).toMatchObject({
        fromValue: String(day.fareCents),
        toValue: String(night.fareCents),
      });
      // Back to the afternoon: the surcharge goes again.
      expect((await patch(receipt.bookingId, { time: "14:30" })).status).toBe(200);
      expect((await paymentOf(receipt.bookingId)).fareCents).toBe(day.fareCents);
      // The dispatcher's price holds at any time of the day: a person set it.
      const agreed = { priceOverrideCents: 20_000, overrideReason: "Agreed on the phone" };
      expect((await patch(receipt.bookingId, agreed)).status).toBe(200);
      expect((await patch(receipt.bookingId, { time: "23:30" })).status).toBe(200);
      expect(await paymentOf(receipt.bookingId)).toMatchObject({ fareCents: 20_000 });
      expect(await details(receipt.bookingId)).toMatchObject({ scheduledTime: "23:30", estimatedPrice: 200 });
    } finally {
      await publish(PRICING_V1);
    }
  });

  it("a hand-set price is never dropped for the rules' without a word: a changed trip asks for its price", async () => {
    const res = await bookForCaller({
      ...pickupIn(7 * 24),
      priceOverrideCents: 20_000,
      overrideReason: "Regular client",
    });
    const { bookingId } = AdminBookingCreated.parse(await res.json());
    const before = await details(bookingId);
    for (const body of [
      { vehicleType: "suv" },
      { vehicleType: "suv", preview: true },
      { destination: "Boston, MA" },
      { stops: ["Boston, MA"] },
    ]) {
      const refused = await patch(bookingId, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(await detailOf(refused)).toMatch(
        /^priceOverrideCents: the fare was set by hand \(\$200\.00\), so give the changed trip's price and a reason \(the rules' price: \$[\d,]+\.\d\d\)$/,
      );
    }
    const after = await details(bookingId);
    expect(after).toMatchObject({ updatedAt: before.updatedAt, vehicleType: "sedan", estimatedPrice: 200 });
    expect(await paymentOf(bookingId)).toMatchObject({ fareCents: 20_000 });
    // A change that prices nothing keeps the hand-set price.
    expect((await patch(bookingId, { passengerCount: 2 })).status).toBe(200);
    expect(await paymentOf(bookingId)).toMatchObject({ fareCents: 20_000 });
    // With the changed trip's price (and its reason), the change is made at that price; a preview says it first.
    const priced = {
      vehicleType: "suv",
      priceOverrideCents: 26_000,
      overrideReason: "SUV, same client rate",
    };
    const preview = await patch(bookingId, { ...priced, preview: true });
    expect(preview.status, await preview.clone().text()).toBe(200);
    expect(BookingChangePreview.parse(await preview.json())).toMatchObject({
      fareCents: 26_000,
      differenceCents: 6_000,
    });
    expect((await details(bookingId)).vehicleType).toBe("sedan");
    const made = await patch(bookingId, priced);
    expect(made.status, await made.clone().text()).toBe(200);
    expect(await details(bookingId)).toMatchObject({ vehicleType: "suv", estimatedPrice: 260 });
    expect((await paymentOf(bookingId)).lines.map((l) => [l.code, l.amountCents])).toEqual([
      ["fare_override", 26_000],
    ]);
  });

  it("a dispatcher's preview of a rules-priced change answers the new fare and writes nothing", async () => {
    const receipt = await book(7 * 24);
    const before = await details(receipt.bookingId);
    const fare = (await paymentOf(receipt.bookingId)).fareCents;
    const res = await patch(receipt.bookingId, { vehicleType: "suv", preview: true });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = BookingChangePreview.parse(await res.json());
    expect(answer.fareCents).toBeGreaterThan(fare);
    expect(answer).toMatchObject({ differenceCents: answer.fareCents - fare, feeCents: 0 });
    const after = await details(receipt.bookingId);
    expect(after).toMatchObject({ updatedAt: before.updatedAt, vehicleType: "sedan" });
    expect(after.history).toHaveLength(before.history.length);
    expect((await messagesOf(receipt.bookingId)).filter((m) => m.template === "booking-changed")).toEqual([]);
  });

  it("a place the maps do not know is refused at its field: pickup, destination or a stop", async () => {
    const receipt = await book(7 * 24);
    const before = await details(receipt.bookingId);
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { pickupLocation: "Stowe Mountain Resort" },
        /^pickupLocation: Could not find the pickup location "Stowe/,
      ],
      [{ destination: "12 Unknown Lane" }, /^destination: Could not find the destination "12 Unknown Lane"/],
      [{ stops: ["Boston, MA", "12 Unknown Lane"] }, /^stops: Could not find the stop "12 Unknown Lane"/],
    ];
    for (const [body, detail] of cases) {
      const res = await patch(receipt.bookingId, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await detailOf(res)).toMatch(detail);
    }
    expect((await details(receipt.bookingId)).updatedAt).toBe(before.updatedAt);
  });

  it("a change racing a cancellation ends in one valid state", async () => {
    const receipt = await book(7 * 24);
    const [changed, cancelled] = await Promise.all([
      patch(receipt.bookingId, { passengerCount: 2 }),
      adminApi(`/api/admin/bookings/${receipt.bookingId}/cancel`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ reason: "Customer called" }),
      }),
    ]);
    const booking = await details(receipt.bookingId);
    expect(booking.status).toBe("cancelled");
    expect(cancelled.status).toBe(200);
    // Either the change landed first (then the cancellation), or it found the booking cancelled.
    expect([200, 409]).toContain(changed.status);
    expect(booking.passengerCount).toBe(changed.status === 200 ? 2 : 1);
  });
});
