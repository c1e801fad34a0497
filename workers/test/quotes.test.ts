import { env } from "cloudflare:test";
import {
  PRICING_V1,
  QuoteAccepted,
  QuotePrice,
  QuoteRequestItem,
  QuoteView,
  RETURN_DATE_BEFORE_TRIP,
  RETURN_PRICE_ONE_WAY,
  RETURN_PRICE_REQUIRED,
} from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { serviceDate } from "./booking-fixture";
import { adminApi, detailOf, staffBearer } from "./factories";
import { api, postJson } from "./helpers";

const CARD = { provider: "sandbox", token: "tok_sandbox_visa" };

/** A new quote request, as the /quote-request page sends it; answers its id and the customer's address. */
async function newRequest(overrides: Record<string, unknown> = {}) {
  const email = `quote-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await postJson("/api/quote-requests", {
    name: "Grace Hopper",
    email,
    phone: "(617) 555-0123",
    pickupLocation: "Quincy, MA",
    destination: "Mohegan Sun, CT",
    date: serviceDate(10),
    passengers: 4,
    message: "A family trip",
    ...overrides,
  });
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, email };
}

const answer = (overrides: Record<string, unknown> = {}) => ({
  amountCents: 64_000,
  vehicleType: "suv",
  validUntil: serviceDate(5),
  note: "Tolls and waiting included.",
  ...overrides,
});

function quote(id: string, body: unknown) {
  return adminApi(`/api/admin/quote-requests/${id}/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** The token of the last quote e-mailed to `email` (from the outbox, as the customer reads it). */
async function tokenSentTo(email: string): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT body FROM outbox WHERE recipient = ? AND template = 'quote' ORDER BY created_at DESC, rowid DESC LIMIT 1",
  )
    .bind(email)
    .first<{ body: string }>();
  const token = row?.body.match(/\/quote\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no quote link sent to ${email}`);
  return token;
}

const requestRow = (id: string) =>
  env.DB.prepare("SELECT * FROM quote_requests WHERE id = ?").bind(id).first<Record<string, unknown>>();
const bookingsOf = async (email: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE email = ?")
      .bind(email)
      .first<{ n: number }>()
  )?.n;

async function quoted(overrides: Record<string, unknown> = {}) {
  const request = await newRequest();
  const res = await quote(request.id, answer(overrides));
  expect(res.status).toBe(200);
  return { ...request, token: await tokenSentTo(request.email) };
}

const accept = (token: string, body: Record<string, unknown> = {}) =>
  postJson(`/api/quote-links/${token}/accept`, {
    time: "15:00",
    luggageCount: 2,
    paymentInfo: CARD,
    ...body,
  });

describe("answering a quote request", () => {
  it("prices it: status quoted, audited, and the customer's e-mail carries the private link", async () => {
    const { id, email } = await newRequest();
    const res = await quote(id, answer());
    expect(res.status).toBe(200);
    const item = QuoteRequestItem.parse(await res.json());
    expect(item.status).toBe("quoted");
    expect(item.quote).toMatchObject({
      amountCents: 64_000,
      vehicleType: "suv",
      note: "Tolls and waiting included.",
    });
    const mail = await env.DB.prepare(
      "SELECT subject, body, html FROM outbox WHERE recipient = ? AND template = 'quote'",
    )
      .bind(email)
      .first<{ subject: string; body: string; html: string }>();
    expect(mail?.body).toContain("$640.00");
    expect(mail?.body).toMatch(/\/quote\?token=[\w-]{40,}/);
    expect(mail?.html).toContain("/quote?token=");
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE target_id = ?").bind(id).first();
    expect(audit).toMatchObject({ action: "quote.sent" });
    // Only the hash of the token is kept.
    const row = await requestRow(id);
    expect(String(row?.quote_token_hash)).not.toBe(await tokenSentTo(email));
  });

  it("is the dispatcher's: an accountant gets 403 and nothing changes", async () => {
    const { id } = await newRequest();
    const res = await api(`/api/admin/quote-requests/${id}/quote`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(await staffBearer("accountant")) },
      body: JSON.stringify(answer()),
    });
    expect(res.status).toBe(403);
    expect((await requestRow(id))?.status).toBe("new");
  });

  it.each([
    [
      "a vehicle the party does not fit",
      { vehicleType: "sedan" },
      422,
      "vehicleType: the Executive Sedan seats 2; this request is for 4 passengers",
    ],
    ["a validity in the past", { validUntil: serviceDate(-1) }, 422, "validUntil: must be later than now"],
    [
      "a validity after the trip",
      { validUntil: serviceDate(12) },
      422,
      "validUntil: must not be after the day of the trip",
    ],
    ["cents that are not whole dollars", { amountCents: 64_050 }, 400, "amountCents: must be whole dollars"],
    ["no vehicle", { vehicleType: "limousine" }, 400, "vehicleType"],
  ])("refuses %s with 4xx and detail, changing nothing", async (_what, patch, status, words) => {
    const { id, email } = await newRequest();
    const res = await quote(id, answer(patch));
    expect(res.status).toBe(status);
    expect(await detailOf(res)).toContain(words);
    expect((await requestRow(id))?.status).toBe("new");
    const sent = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE recipient = ?")
      .bind(email)
      .first();
    expect(sent).toMatchObject({ n: 0 });
  });

  it("refuses a quote on a declined request (409) and on an unknown one (404)", async () => {
    const { id, email } = await newRequest();
    const declined = await adminApi(`/api/admin/quote-requests/${id}/decline`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "No coach that night" }),
    });
    expect(declined.status).toBe(200);
    const res = await quote(id, answer());
    expect(res.status).toBe(409);
    expect(await detailOf(res)).toMatch(/declined/);
    expect(await requestRow(id)).toMatchObject({ status: "declined", quote_cents: null });
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE recipient = ?").bind(email).first(),
    ).toMatchObject({ n: 0 });
    expect((await quote(crypto.randomUUID(), answer())).status).toBe(404);
  });

  it("a new quote replaces the old link", async () => {
    const { id, email, token } = await quoted();
    expect((await quote(id, answer({ amountCents: 60_000 }))).status).toBe(200);
    const fresh = await tokenSentTo(email);
    expect(fresh).not.toBe(token);
    expect((await api(`/api/quote-links/${token}`)).status).toBe(404);
    expect(QuoteView.parse(await (await api(`/api/quote-links/${fresh}`)).json()).quote.amountCents).toBe(
      60_000,
    );
  });
});

describe("the customer's quote link", () => {
  it("shows the quote, and accepting books the ride at the quoted price through the one create service", async () => {
    const { id, email, token } = await quoted();
    const view = QuoteView.parse(await (await api(`/api/quote-links/${token}`)).json());
    expect(view).toMatchObject({
      status: "quoted",
      passengers: 4,
      quote: { amountCents: 64_000, vehicleType: "suv" },
    });
    const res = await accept(token);
    expect(res.status).toBe(201);
    const booked = QuoteAccepted.parse(await res.json());
    expect(booked.estimatedPrice).toBe(640);
    const booking = await env.DB.prepare("SELECT * FROM bookings WHERE id = ?")
      .bind(booked.bookingId)
      .first();
    expect(booking).toMatchObject({
      status: "pending",
      email,
      vehicle_type: "suv",
      passenger_count: 4,
      scheduled_time: "15:00",
      estimated_price: 640,
      card_last4: "4242",
    });
    const payment = await env.DB.prepare(
      "SELECT state, fare_cents FROM booking_payments WHERE booking_id = ?",
    )
      .bind(booked.bookingId)
      .first();
    expect(payment).toMatchObject({ state: "verified", fare_cents: 64_000 });
    const first = await env.DB.prepare(
      "SELECT note FROM booking_events WHERE booking_id = ? ORDER BY id LIMIT 1",
    )
      .bind(booked.bookingId)
      .first<{ note: string }>();
    expect(first?.note).toContain("accepted the quote of $640.00");
    expect(await requestRow(id)).toMatchObject({ status: "accepted", booking_id: booked.bookingId });
  });

  it("a used link says so (410) and books nothing more", async () => {
    const { email, token } = await quoted();
    expect((await accept(token)).status).toBe(201);
    const again = await accept(token);
    expect(again.status).toBe(410);
    expect(await detailOf(again)).toMatch(/already accepted/);
    expect((await api(`/api/quote-links/${token}`)).status).toBe(410);
    expect(await bookingsOf(email)).toBe(1);
  });

  it("an expired link says so (410), and the job marks it expired", async () => {
    const { id, email, token } = await quoted();
    await env.DB.prepare("UPDATE quote_requests SET quote_valid_until = ? WHERE id = ?")
      .bind(new Date(Date.now() - 60_000).toISOString(), id)
      .run();
    const view = await api(`/api/quote-links/${token}`);
    expect(view.status).toBe(410);
    expect(await detailOf(view)).toMatch(/expired/);
    const res = await accept(token);
    expect(res.status).toBe(410);
    expect(await detailOf(res)).toMatch(/expired/);
    expect(await bookingsOf(email)).toBe(0);
    const run = await adminApi("/api/admin/jobs/run", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ only: ["quote-expiry"] }),
    });
    expect(run.status).toBe(200);
    expect((await requestRow(id))?.status).toBe("expired");
  });

  it("a declined quote cannot be accepted, and an unknown link is 404", async () => {
    const { email, token } = await quoted();
    const declined = await postJson(`/api/quote-links/${token}/decline`, {});
    expect(declined.status).toBe(200);
    const res = await accept(token);
    expect(res.status).toBe(410);
    expect(await detailOf(res)).toMatch(/declined/);
    expect(await bookingsOf(email)).toBe(0);
    expect((await api(`/api/quote-links/${"x".repeat(43)}`)).status).toBe(404);
  });

  it.each([
    ["a pickup inside the lead time", { time: "00:00" }, 0, "time"],
    [
      "a declined card",
      { paymentInfo: { provider: "sandbox", token: "tok_sandbox_chargeDeclined" } },
      402,
      "",
    ],
    ["too much luggage for the vehicle", { luggageCount: 9 }, 400, "luggageCount"],
  ])("refuses %s with 4xx and detail; the quote stays open", async (_what, patch, status, words) => {
    const { id, email, token } = await quoted(
      // A pickup at midnight of today is always in the past or inside the lead time.
      "time" in patch ? { validUntil: serviceDate(0) } : {},
    );
    if ("time" in patch)
      await env.DB.prepare("UPDATE quote_requests SET date = ? WHERE id = ?").bind(serviceDate(0), id).run();
    const res = await accept(token, patch);
    if (status) expect(res.status).toBe(status);
    else expect([400, 422]).toContain(res.status);
    expect(await detailOf(res)).toContain(words);
    expect(await bookingsOf(email)).toBe(0);
    expect((await requestRow(id))?.status).toBe("quoted");
  });
});

describe("a round trip's quote", () => {
  it("prices the return ride too: required for a round trip, refused for one way", async () => {
    const oneWay = await newRequest();
    const refused = await quote(oneWay.id, answer({ returnAmountCents: 60_000 }));
    expect(refused.status).toBe(422);
    expect(await detailOf(refused)).toBe(`returnAmountCents: ${RETURN_PRICE_ONE_WAY}`);
    const round = await newRequest({ returnDate: serviceDate(12) });
    const missing = await quote(round.id, answer());
    expect(missing.status).toBe(422);
    expect(await detailOf(missing)).toBe(`returnAmountCents: ${RETURN_PRICE_REQUIRED}`);
    expect((await requestRow(round.id))?.status).toBe("new");
    const res = await quote(round.id, answer({ returnAmountCents: 60_000 }));
    expect(res.status, await res.clone().text()).toBe(200);
    const item = QuoteRequestItem.parse(await res.json());
    expect(item).toMatchObject({ returnDate: serviceDate(12), quote: { returnAmountCents: 60_000 } });
    const mail = await env.DB.prepare("SELECT body FROM outbox WHERE recipient = ? AND template = 'quote'")
      .bind(round.email)
      .first<{ body: string }>();
    expect(mail?.body).toContain("Return ride: $600.00");
    expect(mail?.body).toContain("Price: $1,240.00, all included");
  });

  it("a return date before the trip's is refused in the page's words", async () => {
    const res = await postJson("/api/quote-requests", {
      name: "Grace Hopper",
      email: "grace@example.com",
      phone: "(617) 555-0123",
      pickupLocation: "Quincy, MA",
      destination: "Mohegan Sun, CT",
      date: serviceDate(10),
      returnDate: serviceDate(9),
      passengers: 4,
    });
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toBe(`returnDate: ${RETURN_DATE_BEFORE_TRIP}`);
  });

  it("accepting books both rides under one reference, each at its quoted price", async () => {
    const request = await newRequest({ returnDate: serviceDate(12) });
    expect((await quote(request.id, answer({ returnAmountCents: 60_000 }))).status).toBe(200);
    const token = await tokenSentTo(request.email);
    const view = QuoteView.parse(await (await api(`/api/quote-links/${token}`)).json());
    expect(view).toMatchObject({
      returnDate: serviceDate(12),
      quote: { amountCents: 64_000, returnAmountCents: 60_000 },
    });
    const noReturnTime = await accept(token);
    expect(noReturnTime.status).toBe(400);
    expect(await detailOf(noReturnTime)).toMatch(/^returnTime: /);
    const res = await accept(token, { returnTime: "18:30" });
    expect(res.status, await res.clone().text()).toBe(201);
    const booked = QuoteAccepted.parse(await res.json());
    expect(booked.estimatedPrice).toBe(1240);
    const { results: rides } = await env.DB.prepare(
      `SELECT b.reference, b.leg, b.scheduled_date, b.scheduled_time, b.estimated_price, p.fare_cents
        FROM bookings b JOIN booking_payments p ON p.booking_id = b.id WHERE b.email = ? ORDER BY b.pickup_at`,
    )
      .bind(request.email)
      .all();
    expect(rides).toEqual([
      expect.objectContaining({
        reference: booked.reference,
        leg: "outbound",
        scheduled_date: serviceDate(10),
        scheduled_time: "15:00",
        fare_cents: 64_000,
      }),
      expect.objectContaining({
        reference: `${booked.reference}-R`,
        leg: "return",
        scheduled_date: serviceDate(12),
        scheduled_time: "18:30",
        fare_cents: 60_000,
      }),
    ]);
  });
});

describe("a quote moved to another day", () => {
  /** The rules in force with a 25% holiday rate on `day` (and the rest of version 1's prices). */
  const publish = async (day: string, percent: number) => {
    const res = await adminApi("/api/admin/pricing", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        rules: {
          ...PRICING_V1,
          surcharges: [
            { id: "holiday", name: "Holiday rate", when: { kind: "dates", dates: [day] }, percent },
          ],
        },
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { version: number }).version;
  };
  const priceAt = async (token: string, query: Record<string, string>) =>
    api(`/api/quote-links/${token}/price?${new URLSearchParams(query)}`);

  it("keeps the price on a day the rules treat alike, re-prices one they do not, with the quote's rules", async () => {
    const holiday = serviceDate(13);
    try {
      const version = await publish(holiday, 25);
      const { id, email, token } = await quoted();
      expect((await requestRow(id))?.quote_pricing_version).toBe(version);
      // Rules published after the quote do not change it: the customer is shown what the quote's rules say.
      await publish(holiday, 50);

      const same = await priceAt(token, { date: serviceDate(11), time: "15:00" });
      expect(same.status, await same.clone().text()).toBe(200);
      expect(QuotePrice.parse(await same.json())).toMatchObject({
        outbound: { date: serviceDate(11), amountCents: 64_000, added: [], removed: [] },
        return: null,
        totalCents: 64_000,
        changed: false,
      });
      const moved = QuotePrice.parse(await (await priceAt(token, { date: holiday, time: "15:00" })).json());
      expect(moved).toMatchObject({
        outbound: { quotedCents: 64_000, amountCents: 80_000, added: ["Holiday rate"] },
        totalCents: 80_000,
        changed: true,
      });

      // A day the booking would refuse is refused here first, in its words.
      const tooFar = await priceAt(token, { date: serviceDate(400), time: "15:00" });
      expect(tooFar.status).toBe(400);
      expect(await detailOf(tooFar)).toMatch(/^time: /);
      const today = await priceAt(token, { date: serviceDate(0), time: "00:00" });
      expect(today.status).toBe(422);

      const res = await accept(token, { date: holiday });
      expect(res.status, await res.clone().text()).toBe(201);
      const booked = QuoteAccepted.parse(await res.json());
      expect(booked.estimatedPrice).toBe(800);
      const row = await env.DB.prepare("SELECT scheduled_date, pricing_version FROM bookings WHERE id = ?")
        .bind(booked.bookingId)
        .first();
      expect(row).toEqual({ scheduled_date: holiday, pricing_version: version });
      const first = await env.DB.prepare(
        "SELECT note FROM booking_events WHERE booking_id = ? ORDER BY id LIMIT 1",
      )
        .bind(booked.bookingId)
        .first<{ note: string }>();
      expect(first?.note).toMatch(
        /accepted the quote of \$640\.00 .*; moved to .*: \$800\.00 \(Holiday rate applies\)/,
      );
      expect(await bookingsOf(email)).toBe(1);
    } finally {
      await adminApi("/api/admin/pricing", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ rules: PRICING_V1 }),
      });
    }
  });

  it("a one-way quote takes no return, and a closed quote has no price (410)", async () => {
    const { token } = await quoted();
    const extra = await priceAt(token, { time: "15:00", returnDate: serviceDate(12), returnTime: "18:00" });
    expect(extra.status).toBe(400);
    expect(await detailOf(extra)).toMatch(/^returnDate: /);
    expect((await postJson(`/api/quote-links/${token}/decline`, {})).status).toBe(200);
    expect((await priceAt(token, { time: "15:00" })).status).toBe(410);
  });
});
