import { env } from "cloudflare:test";
import {
  BookingLookupResult,
  Policies,
  PublicConfig,
  QuoteView,
  ShortNoticeReceipt,
  serviceInstant,
} from "@chauffeur/contract";
import { afterEach, describe, expect, it } from "vitest";
import { newBookingReference } from "../src/services/bookings/reference";
import { bookingBody } from "./booking-fixture";
import { adminApi, detailOf, HOUR, insertBooking } from "./factories";
import { api, exec, postJson, randomIp } from "./helpers";
import { acceptedBy, approve, book, paymentOf, pickupIn } from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

const MINUTE = 60_000;

const patch = (body: unknown) =>
  adminApi("/api/admin/settings", {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function set(body: Record<string, unknown>) {
  const res = await patch(body);
  expect(res.status, await res.clone().text()).toBe(200);
  return Policies.parse(await res.json());
}

const count = async (sql: string, ...params: unknown[]) =>
  (
    (await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()) ?? { n: 0 }
  ).n;

const DEFAULTS = {
  leadTimeMinutes: 120,
  freeWaitingMinutes: { airport: 60, other: 15 },
  cancellationGraceMinutes: 15,
  shortNotice: "refuse",
};

// Back to the defaults through the API (the policies are cached with the catalog), then no rows.
afterEach(async () => {
  await patch(DEFAULTS);
  await exec(["DELETE FROM settings"]);
});

describe("the booking policies an owner sets (issue 42)", () => {
  it("answers PRODUCT.md's values until set, and on every page's config", async () => {
    const policies = Policies.parse(await (await adminApi("/api/admin/settings")).json());
    expect(policies).toMatchObject({
      leadTimeMinutes: 120,
      freeWaitingMinutes: { airport: 60, other: 15 },
      cancellationGraceMinutes: 15,
      shortNotice: "refuse",
    });
    await set({ leadTimeMinutes: 90, shortNotice: "quote" });
    const config = PublicConfig.parse(await (await api("/api/config")).json());
    expect(config.policy).toMatchObject({
      leadTimeMinutes: 90,
      shortNotice: "quote",
      bookingHorizonDays: 365,
    });
  });

  it("refuses a bad value of each with 400 and a detail, saving nothing", async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ leadTimeMinutes: -5 }, /leadTimeMinutes/],
      [{ leadTimeMinutes: 1.5 }, /leadTimeMinutes/],
      [{ freeWaitingMinutes: { airport: 60 } }, /freeWaitingMinutes/],
      [{ freeWaitingMinutes: { airport: 60, other: 15, lounge: 5 } }, /lounge/],
      [{ cancellationGraceMinutes: 2000 }, /cancellationGraceMinutes/],
      [{ shortNotice: "maybe" }, /shortNotice/],
      [{ leadTimeMinutes: 60, shortNotice: "sometimes" }, /shortNotice/],
    ];
    for (const [body, field] of bad) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await detailOf(res)).toMatch(field);
    }
    expect(await count("select count(*) as n from settings")).toBe(0);
    const policies = Policies.parse(await (await adminApi("/api/admin/settings")).json());
    expect(policies).toMatchObject(DEFAULTS);
  });

  it("enforces the lead time set: a pickup 3 hours away is refused under 4 hours, booked under 2", async () => {
    await loadFixturePlaces();
    const soon = bookingBody(pickupIn(3));
    await set({ leadTimeMinutes: 240 });
    const refused = await postJson("/api/bookings", soon);
    expect(refused.status).toBe(422);
    expect(await detailOf(refused)).toBe("Pickups must be booked at least 4 hours ahead");
    await set({ leadTimeMinutes: 120 });
    expect((await postJson("/api/bookings", soon)).status).toBe(201);
  });

  it("turns a short-notice booking into a quote request when the owner says so; nothing booked or charged", async () => {
    await loadFixturePlaces();
    const email = `short-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const body = bookingBody({
      ...pickupIn(1),
      customerInfo: { name: "Ada Lovelace", email, phone: "(617) 555-0100" },
    });
    const refused = await postJson("/api/bookings", body);
    expect(refused.status).toBe(422);
    expect(await detailOf(refused)).toBe("Pickups must be booked at least 2 hours ahead");
    await set({ shortNotice: "quote" });
    const res = await postJson("/api/bookings", body);
    expect(res.status).toBe(202);
    const receipt = ShortNoticeReceipt.parse(await res.json());
    const row = await env.DB.prepare("select * from quote_requests where id = ?")
      .bind(receipt.quoteRequestId)
      .first<Record<string, string | number>>();
    expect(row).toMatchObject({ email, pickup_location: "Quincy, MA", date: body.date, passengers: 1 });
    expect(String(row?.message)).toMatch(
      new RegExp(
        `^Short-notice booking request \\(inside the 2 hours lead time\\): pickup ${body.date} at ${body.time}; Executive Sedan`,
      ),
    );
    expect(await count("select count(*) as n from bookings where email = ?", email)).toBe(0);
    // A pickup outside the lead time is still booked as usual.
    expect(
      (await postJson("/api/bookings", bookingBody({ ...pickupIn(5), customerInfo: body.customerInfo })))
        .status,
    ).toBe(201);
  });

  it("answers a retry of a short-notice booking with the same quote request, stored once", async () => {
    await loadFixturePlaces();
    await set({ shortNotice: "quote" });
    const email = `retry-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const body = bookingBody({
      ...pickupIn(1),
      customerInfo: { name: "Ada Lovelace", email, phone: "(617) 555-0100" },
    });
    const key = crypto.randomUUID();
    const send = (b: unknown, k = key) => postJson("/api/bookings", b, { "idempotency-key": k });
    const first = await send(body);
    expect(first.status, await first.clone().text()).toBe(202);
    const receipt = ShortNoticeReceipt.parse(await first.json());
    // The retry (a lost answer, a double click): the same 202 and the same request.
    const again = await send(body);
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(ShortNoticeReceipt.parse(await again.json())).toEqual(receipt);
    // Five at once with a new key: one request stored, every answer names it.
    const burstKey = crypto.randomUUID();
    const burst = await Promise.all(Array.from({ length: 5 }, () => send(body, burstKey)));
    const ids = new Set<string>();
    for (const res of burst) {
      expect(res.status).toBe(202);
      ids.add(ShortNoticeReceipt.parse(await res.json()).quoteRequestId);
    }
    expect(ids.size).toBe(1);
    expect(await count("select count(*) as n from quote_requests where email = ?", email)).toBe(2);
    // The key with another trip is refused, and stores nothing.
    const other = await send({ ...body, passengerCount: 2 });
    expect(other.status).toBe(409);
    expect(await detailOf(other)).toMatch(/Idempotency-Key was already used/);
    expect(await count("select count(*) as n from quote_requests where email = ?", email)).toBe(2);
    expect(await count("select count(*) as n from bookings where email = ?", email)).toBe(0);
  });

  it("books a short-notice request's quote at the pickup it asked for, inside the lead time, and no other", async () => {
    await loadFixturePlaces();
    await set({ shortNotice: "quote" });
    const email = `agreed-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const asked = pickupIn(1);
    const res = await postJson(
      "/api/bookings",
      bookingBody({ ...asked, customerInfo: { name: "Ada Lovelace", email, phone: "(617) 555-0100" } }),
    );
    expect(res.status).toBe(202);
    const { quoteRequestId } = ShortNoticeReceipt.parse(await res.json());
    // Dispatch quotes it, valid to the end of the day: it holds only until the pickup it agrees to.
    const quoted = await adminApi(`/api/admin/quote-requests/${quoteRequestId}/quote`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ amountCents: 15_000, vehicleType: "sedan", validUntil: asked.date, note: "" }),
    });
    expect(quoted.status, await quoted.clone().text()).toBe(200);
    const mail = await env.DB.prepare("SELECT body FROM outbox WHERE recipient = ? AND template = 'quote'")
      .bind(email)
      .first<{ body: string }>();
    const token = mail?.body.match(/\/quote\?token=([\w-]+)/)?.[1] ?? "";
    const view = QuoteView.parse(await (await api(`/api/quote-links/${token}`)).json());
    expect(view).toMatchObject({ date: asked.date, pickupTime: asked.time });
    expect(Date.parse(view.quote.validUntil)).toBe(serviceInstant(asked.date, asked.time)?.getTime());

    const accept = (picked: { date: string; time: string }) =>
      postJson(`/api/quote-links/${token}/accept`, {
        ...picked,
        luggageCount: 0,
        paymentInfo: { provider: "sandbox", token: "tok_sandbox_visa" },
      });
    // Another time inside the lead time is refused as a booking's would be, and books nothing.
    const other = await accept(pickupIn(1.5));
    expect(other.status).toBe(422);
    expect(await detailOf(other)).toMatch(/less than 2 hours ahead/);
    expect(await count("select count(*) as n from bookings where email = ?", email)).toBe(0);
    // The time it asked for is booked at the quoted price.
    const booked = await accept(asked);
    expect(booked.status, await booked.clone().text()).toBe(201);
    const row = await env.DB.prepare(
      "select scheduled_date, scheduled_time, estimated_price from bookings where email = ?",
    )
      .bind(email)
      .first();
    expect(row).toMatchObject({
      scheduled_date: asked.date,
      scheduled_time: asked.time,
      estimated_price: 150,
    });
  });

  it("keeps a retried booking a booking when its pickup has since come inside the lead time", async () => {
    await loadFixturePlaces();
    const email = `late-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const body = bookingBody({
      ...pickupIn(1),
      customerInfo: { name: "Ada Lovelace", email, phone: "(617) 555-0100" },
    });
    const key = crypto.randomUUID();
    // Booked while the lead time was an hour; the owner then asks 2 hours and turns short notice into quotes.
    await set({ leadTimeMinutes: 30 });
    const booked = await postJson("/api/bookings", body, { "idempotency-key": key });
    expect(booked.status, await booked.clone().text()).toBe(201);
    await set({ leadTimeMinutes: 120, shortNotice: "quote" });
    const retry = await postJson("/api/bookings", body, { "idempotency-key": key });
    expect(retry.status).toBe(200);
    expect(await count("select count(*) as n from quote_requests where email = ?", email)).toBe(0);
  });

  it("charges waiting beyond the free minutes set", async () => {
    await loadFixturePlaces();
    // Quincy (not an airport): the chauffeur arrived 40 minutes ago for a pickup 41 minutes ago.
    const waitedRide = async () => {
      const receipt = await book(48);
      await approve(receipt.bookingId);
      const step = await acceptedBy(receipt.bookingId);
      for (const stage of ["en_route", "arrived"]) expect((await step(stage)).status, stage).toBe(200);
      await exec([
        `update bookings set pickup_at = ${Date.now() - 41 * MINUTE}, ride_stage_at = '${new Date(Date.now() - 40 * MINUTE).toISOString()}' where id = '${receipt.bookingId}'`,
      ]);
      expect((await step("on_board")).status).toBe(200);
      const { lines } = await paymentOf(receipt.bookingId);
      return lines.filter((l) => l.kind === "extra").map((l) => [l.description, l.amountCents]);
    };
    expect(await waitedRide()).toEqual([["Waiting time (25 min beyond 15 free)", 25 * 150]]);
    await set({ freeWaitingMinutes: { airport: 60, other: 30 } });
    expect(await waitedRide()).toEqual([["Waiting time (10 min beyond 30 free)", 10 * 150]]);
    await set({ freeWaitingMinutes: { airport: 60, other: 45 } });
    expect(await waitedRide()).toEqual([]);
  });

  it("is stated by the terms, the FAQ and the contact page as set", { timeout: 90_000 }, async () => {
    await set({
      leadTimeMinutes: 90,
      cancellationGraceMinutes: 30,
      freeWaitingMinutes: { airport: 45, other: 20 },
      shortNotice: "quote",
    });
    const page = async (path: string) => (await (await api(path)).text()).replaceAll("&#x27;", "'");
    const terms = await page("/terms");
    expect(terms).toContain("Pickups are booked at least 90 minutes and at most 365 days ahead");
    expect(terms).toContain("within 30 minutes of booking, whatever the time to pickup");
    expect(terms).toContain(
      "waits up to 45 minutes after the pickup time free of charge at airports, and 20 minutes",
    );
    // The contact page's answers are the FAQ's (shell/src/content/faq.ts), whose tab renders on demand.
    const contact = await page("/contact");
    expect(contact.includes("Rides can be booked up to 90 minutes before pickup")).toBe(true);
    expect(contact.includes("send a quote request and our dispatcher will answer")).toBe(true);
    expect(contact.includes("within 30 minutes of booking")).toBe(true);
  });

  it("refunds in full within the grace set after booking, then by tier", async () => {
    const confirmed = (minutesAgo: number) =>
      insertBooking({
        status: "confirmed",
        reference: newBookingReference(),
        email: `grace-${crypto.randomUUID().slice(0, 8)}@example.com`,
        pickupAt: Date.now() + 6 * HOUR,
        estimatedPrice: 165,
        createdAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
      });
    const terms = async (b: { reference: string; email: string }) => {
      const res = await postJson("/api/bookings/lookup", b, { "cf-connecting-ip": randomIp() });
      return BookingLookupResult.parse(await res.json()).booking.cancellation;
    };
    const recent = await confirmed(10);
    expect(await terms(recent)).toMatchObject({
      refundPercent: 100,
      fee: 0,
      tier: "Free within 15 minutes of booking",
    });
    const older = await confirmed(20);
    expect(await terms(older)).toMatchObject({ refundPercent: 0, fee: 165 });
    await set({ cancellationGraceMinutes: 30 });
    expect(await terms(older)).toMatchObject({
      refundPercent: 100,
      tier: "Free within 30 minutes of booking",
    });
    await set({ cancellationGraceMinutes: 0 });
    expect(await terms(recent)).toMatchObject({ refundPercent: 0, fee: 165 });
    // The cancel itself applies the same grace: within 30 minutes, a booking made 20 minutes ago is free.
    await set({ cancellationGraceMinutes: 30 });
    const lookup = await postJson("/api/bookings/lookup", older, { "cf-connecting-ip": randomIp() });
    const { token } = BookingLookupResult.parse(await lookup.json());
    const cancel = await postJson(
      `/api/bookings/${older.reference}/cancel`,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(cancel.status).toBe(200);
    const row = await env.DB.prepare("select refund_percent from bookings where id = ?")
      .bind(older.id)
      .first();
    expect(row).toEqual({ refund_percent: 100 });
  });
});
