import { env } from "cloudflare:test";
import { AddedExtra, PaymentActionResult, QuoteAccepted } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { runGuarded } from "../src/services/core/batch";
import { CLAIM_LEASE_MS, claim, newClaim } from "../src/services/money/claims";
import { ledgerStatement, loadPayment, SYSTEM } from "../src/services/money/records";
import { bearer, detailOf } from "./factories";
import { api, postJson } from "./helpers";
import {
  approve,
  book,
  fareOf,
  finishRide,
  ledgerOf,
  paymentOf,
  pickupIn,
  processorOf,
  runJobs,
  services,
  testDb,
} from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

/** A money action by one dispatcher (the same signed-in account for every call of a test). */
const action = async (
  id: string,
  what: "capture" | "release" | "refund",
  body: unknown,
  key?: string,
  as?: Record<string, string>,
) =>
  api(`/api/admin/bookings/${id}/payment/${what}`, {
    method: "POST",
    headers: {
      ...(as ?? (await bearer("admin"))),
      "content-type": "application/json",
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: JSON.stringify(body),
  });

/** The ledger's succeeded rows of a kind, summed. */
async function booked(bookingId: string, kind: string) {
  return (await ledgerOf(bookingId))
    .filter((e) => e.kind === kind && e.outcome === "succeeded")
    .reduce((s, e) => s + e.amountCents, 0);
}

async function captured() {
  const receipt = await book(48);
  await approve(receipt.bookingId);
  const res = await action(receipt.bookingId, "capture", { reason: "The ride is done" });
  expect(res.status, await res.clone().text()).toBe(200);
  return receipt;
}

describe("money paid out once", () => {
  it("ten concurrent refunds move the processor and the books by one amount; the others are told", async () => {
    const receipt = await captured();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        action(receipt.bookingId, "refund", { amountCents: 3000, reason: "Late pickup" }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const refused = answers.find((r) => r.status === 409);
    if (refused) expect(await detailOf(refused)).toMatch(/under way/);
    expect((await processorOf(receipt.bookingId)).refunded).toBe(3000);
    expect(await booked(receipt.bookingId, "refund")).toBe(3000);
    expect(await paymentOf(receipt.bookingId)).toMatchObject({ refundedCents: 3000 });
  });

  it("a double click with one Idempotency-Key refunds once and answers both clicks alike", async () => {
    const receipt = await captured();
    const key = crypto.randomUUID();
    const dispatcher = await bearer("admin");
    const body = { amountCents: 2500, reason: "Late pickup" };
    const [first, second] = await Promise.all([
      action(receipt.bookingId, "refund", body, key, dispatcher),
      action(receipt.bookingId, "refund", body, key, dispatcher),
    ]);
    expect(first?.status, await first?.clone().text()).toBe(200);
    expect(second?.status, await second?.clone().text()).toBe(200);
    const a = PaymentActionResult.parse(await first?.json());
    const b = PaymentActionResult.parse(await second?.json());
    expect(b).toEqual(a);
    // Later, the same key again: the first answer, nothing more refunded.
    const later = await action(receipt.bookingId, "refund", body, key, dispatcher);
    expect(later.status).toBe(200);
    expect(PaymentActionResult.parse(await later.json())).toEqual(a);
    expect((await processorOf(receipt.bookingId)).refunded).toBe(2500);
    expect(await booked(receipt.bookingId, "refund")).toBe(2500);
    expect((await paymentOf(receipt.bookingId)).refundedCents).toBe(2500);

    const reused = await action(receipt.bookingId, "refund", { ...body, amountCents: 100 }, key, dispatcher);
    expect(reused.status).toBe(422);
    expect(await detailOf(reused)).toMatch(/Idempotency-Key .* another request/);
    expect((await processorOf(receipt.bookingId)).refunded).toBe(2500);
    // Another dispatcher's key is their own: the same key from them is a new click, and acts.
    const other = await action(receipt.bookingId, "refund", { ...body, amountCents: 100 }, key);
    expect(other.status).toBe(200);
    expect((await processorOf(receipt.bookingId)).refunded).toBe(2600);
  });

  it("a capture racing a release leaves the money as the processor has it, and captured money refundable", async () => {
    for (let trial = 0; trial < 4; trial++) {
      const receipt = await book(48);
      await approve(receipt.bookingId);
      const fare = fareOf(receipt);
      const [capture, release] = await Promise.all([
        action(receipt.bookingId, "capture", { reason: "The ride is done" }),
        action(receipt.bookingId, "release", { reason: "Complimentary ride" }),
      ]);
      const processor = await processorOf(receipt.bookingId);
      const p = await paymentOf(receipt.bookingId);
      // The row says what the processor says: captured there means captured here, and nothing held.
      expect(p.capturedCents).toBe(processor.captured);
      expect(await booked(receipt.bookingId, "capture")).toBe(processor.captured);
      const holds = processor.intents.filter((i) => i.status === "requires_capture");
      expect(p.heldCents + p.verifiedCents).toBe(holds.reduce((s, i) => s + i.amount_capturable, 0));
      if (processor.captured > 0) {
        expect(capture.status).toBe(200);
        expect(processor.captured).toBe(fare);
        const refund = await action(receipt.bookingId, "refund", { amountCents: 1000, reason: "Goodwill" });
        expect(refund.status, await refund.clone().text()).toBe(200);
        expect((await processorOf(receipt.bookingId)).refunded).toBe(1000);
      } else {
        expect(release.status).toBe(200);
        expect(capture.status).toBe(409);
      }
      if (release.status !== 200) {
        expect(release.status).toBe(409);
        expect(await detailOf(release)).not.toMatch(/changed while you were looking/);
      }
    }
  });
});

describe("the sandbox is as strict as a processor", () => {
  async function heldIntent() {
    const receipt = await book(48);
    await approve(receipt.bookingId);
    const ref = (await paymentOf(receipt.bookingId)).events.find((e) => e.kind === "hold")?.providerRef;
    if (!ref) throw new Error("no hold");
    return { receipt, ref };
  }

  it("claims a key before acting: ten calls at once with one key refund once; other parameters are refused", async () => {
    const { receipt, ref } = await heldIntent();
    const { payments } = services();
    expect(
      await payments.capture({ ref, amountCents: fareOf(receipt), idempotencyKey: `cap-${ref}` }),
    ).toEqual({
      ok: true,
      ref,
    });
    const key = `refund-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        payments.refund({ ref, amountCents: 700, reason: "x", idempotencyKey: key }),
      ),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const intent = await env.DB.prepare("select amount_refunded from sandbox_intents where id = ?")
      .bind(ref)
      .first<{ amount_refunded: number }>();
    expect(intent?.amount_refunded).toBe(700);
    await expect(
      payments.refund({ ref, amountCents: 800, reason: "x", idempotencyKey: key }),
    ).rejects.toThrow(/same parameters/);
  });

  it("never releases a hold captured meanwhile", async () => {
    for (let trial = 0; trial < 5; trial++) {
      const { receipt, ref } = await heldIntent();
      const { payments } = services();
      const [capture, cancel] = await Promise.all([
        payments.capture({ ref, amountCents: fareOf(receipt), idempotencyKey: `cap-${crypto.randomUUID()}` }),
        payments.cancel({ ref, idempotencyKey: `rel-${crypto.randomUUID()}` }),
      ]);
      const intent = await env.DB.prepare("select status from sandbox_intents where id = ?")
        .bind(ref)
        .first<{ status: string }>();
      // Exactly one of them acted, and the intent is what that one did.
      expect(capture.ok !== cancel.ok, JSON.stringify({ capture, cancel })).toBe(true);
      expect(intent?.status).toBe(capture.ok ? "succeeded" : "canceled");
    }
  });
});

describe("the ledger never drops a processor call", () => {
  it("refuses a second row with a key already recorded, instead of ignoring it", async () => {
    const receipt = await book(48);
    const [check] = await ledgerOf(receipt.bookingId);
    if (!check) throw new Error("no ledger row");
    const entry = {
      kind: "verify" as const,
      amountCents: 100,
      outcome: "succeeded" as const,
      providerRef: check.providerRef,
      idempotencyKey: check.idempotencyKey,
    };
    await expect(
      runGuarded(testDb, [
        ledgerStatement(receipt.bookingId, entry, new Date().toISOString(), SYSTEM, { guarded: false }),
      ]),
    ).rejects.toThrow(/UNIQUE/);
    expect(await ledgerOf(receipt.bookingId)).toHaveLength(1);
  });

  it("a claim left by a run that died is finished by the jobs with its key: the processor moves once", async () => {
    const receipt = await captured();
    const ctx = services();
    const row = await loadPayment(testDb, receipt.bookingId);
    if (!row) throw new Error("no payment");
    const ref =
      (await paymentOf(receipt.bookingId)).events.find((e) => e.kind === "capture")?.providerRef ?? "";
    const c = newClaim(receipt.bookingId, SYSTEM, {
      op: "refund",
      ref,
      amountCents: 1200,
      reason: "Goodwill",
      adjustment: true,
    });
    const claimed = await claim(ctx, row, c);
    expect(claimed).not.toBeNull();
    // The run called the processor, then died before recording it.
    await ctx.payments.refund({ ref, amountCents: 1200, reason: "Goodwill", idempotencyKey: c.key });
    // Meanwhile a dispatcher's refund is told another change is under way, and calls nothing.
    const busy = await action(receipt.bookingId, "refund", { amountCents: 500, reason: "x" });
    expect(busy.status).toBe(409);
    expect((await processorOf(receipt.bookingId)).refunded).toBe(1200);
    // Within the lease the jobs leave it; after it, they make the same call again and record it.
    expect((await runJobs(new Date(), ["payment-recovery"])).jobs[0]?.did).toEqual({});
    const later = await runJobs(new Date(Date.now() + CLAIM_LEASE_MS + 1000), ["payment-recovery"]);
    expect(later.jobs[0]?.did).toEqual({ recovered: 1 });
    expect((await processorOf(receipt.bookingId)).refunded).toBe(1200);
    expect(await booked(receipt.bookingId, "refund")).toBe(1200);
    expect(await paymentOf(receipt.bookingId)).toMatchObject({ refundedCents: 1200 });
    expect((await loadPayment(testDb, receipt.bookingId))?.pendingKey).toBeNull();
  });
});

describe("extras and quotes: charged once, however often they are sent", () => {
  const postExtra = (id: string, key: string, as: Record<string, string>) =>
    api(`/api/admin/bookings/${id}/extras`, {
      method: "POST",
      headers: { ...as, "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify({ kind: "toll", amountCents: 1250, note: "Mass Pike" }),
    });

  it("ten identical extras at once (one Idempotency-Key) on a settled ride: one line, one charge, one answer", async () => {
    const receipt = await book(48);
    await approve(receipt.bookingId);
    await finishRide(receipt.bookingId, "completed");
    const before = await paymentOf(receipt.bookingId);
    expect(before.settled).toBe(true);
    const processed = (await processorOf(receipt.bookingId)).captured;
    const dispatcher = await bearer("admin");
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postExtra(receipt.bookingId, key, dispatcher)),
    );
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(bodies).size).toBe(1);
    expect(AddedExtra.parse(JSON.parse(bodies[0] ?? "{}")).outcome).toBe("charged");
    // The processor: one more authorization of $12.50, captured once.
    expect((await processorOf(receipt.bookingId)).captured - processed).toBe(1250);
    // The ledger: one charge and one capture of $12.50; the line once; the money settled again.
    const moved = (await ledgerOf(receipt.bookingId)).filter(
      (e) => e.amountCents === 1250 && e.outcome === "succeeded",
    );
    expect(moved.map((e) => e.kind).sort()).toEqual(["capture", "charge"]);
    const after = await paymentOf(receipt.bookingId);
    expect(after.lines.filter((l) => l.code === "toll")).toHaveLength(1);
    expect(after).toMatchObject({ settled: true, capturedCents: before.capturedCents + 1250 });
    const audited = await env.DB.prepare(
      "select count(*) as n from audit_log where booking_id = ? and action = 'booking.extra_added'",
    )
      .bind(receipt.bookingId)
      .first<{ n: number }>();
    expect(audited?.n).toBe(1);
    // The same key later: the first answer again, nothing more charged.
    const later = await postExtra(receipt.bookingId, key, dispatcher);
    expect(later.status).toBe(201);
    expect(await later.text()).toBe(bodies[0]);
    expect((await processorOf(receipt.bookingId)).captured - processed).toBe(1250);
  });

  /** A quote for a trip, answered by dispatch; its link's token. */
  async function quoteLink() {
    const email = `race-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const sent = await postJson("/api/quote-requests", {
      name: "Grace Hopper",
      email,
      phone: "(617) 555-0123",
      pickupLocation: "Quincy, MA",
      destination: "Mohegan Sun, CT",
      date: pickupIn(10 * 24).date,
      passengers: 4,
    });
    const { id } = (await sent.json()) as { id: string };
    const answer = await api(`/api/admin/quote-requests/${id}/quote`, {
      method: "POST",
      headers: { ...(await bearer("admin")), "content-type": "application/json" },
      body: JSON.stringify({ amountCents: 64_000, vehicleType: "suv", validUntil: pickupIn(5 * 24).date }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const mail = await env.DB.prepare("select body from outbox where recipient = ? and template = 'quote'")
      .bind(email)
      .first<{ body: string }>();
    return { email, token: /\/quote\?token=([\w-]+)/.exec(mail?.body ?? "")?.[1] ?? "" };
  }
  const acceptQuote = (token: string, extra: Record<string, unknown> = {}) =>
    postJson(`/api/quote-links/${token}/accept`, {
      time: "15:00",
      luggageCount: 2,
      paymentInfo: { provider: "sandbox", token: "tok_sandbox_visa" },
      ...extra,
    });
  const bookingsOf = async (email: string) => {
    const { results } = await env.DB.prepare("select id from bookings where email = ?")
      .bind(email)
      .all<{ id: string }>();
    return results.map((r) => r.id);
  };

  it("ten identical acceptances of one quote at once: one booking, one card check, every answer the same", async () => {
    const { email, token } = await quoteLink();
    const answers = await Promise.all(Array.from({ length: 10 }, () => acceptQuote(token)));
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 410),
      JSON.stringify(statuses),
    ).toBe(true);
    const booked = await Promise.all(
      answers.filter((r) => r.status === 201).map(async (r) => QuoteAccepted.parse(await r.json())),
    );
    expect(booked.length).toBeGreaterThan(0);
    expect(new Set(booked.map((b) => b.bookingId)).size).toBe(1);
    for (const refused of answers.filter((r) => r.status === 410)) {
      expect(await detailOf(refused)).toMatch(/already accepted/);
    }
    const [bookingId = ""] = await bookingsOf(email);
    expect(await bookingsOf(email)).toEqual([bookingId]);
    const checks = (await ledgerOf(bookingId)).filter((e) => e.kind === "verify");
    expect(checks).toHaveLength(1);
    const processor = await env.DB.prepare(
      "select count(*) as n from sandbox_intents where status = 'requires_capture' and amount_capturable = 100 and id = ?",
    )
      .bind(checks[0]?.providerRef ?? "")
      .first<{ n: number }>();
    expect(processor?.n).toBe(1);
  });

  it("ten acceptances from ten tabs (each its own details): one booking; the losers' card checks are given back", async () => {
    const { email, token } = await quoteLink();
    const before = await env.DB.prepare("select max(rowid) as last from sandbox_intents").first<{
      last: number;
    }>();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, tab) => acceptQuote(token, { specialRequests: `From tab ${tab + 1}` })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(
      statuses.filter((s) => s !== 201).every((s) => s === 410),
      JSON.stringify(statuses),
    ).toBe(true);
    for (const refused of answers.filter((r) => r.status === 410)) {
      expect(await detailOf(refused)).toBe("This quote was already accepted: your booking is confirmed.");
    }
    const booked = await bookingsOf(email);
    expect(booked).toHaveLength(1);
    // The processor holds one card check, the booking's; every other check made in the race was released.
    const { results } = await env.DB.prepare(
      "select id, status from sandbox_intents where rowid > ? and amount_capturable + amount_received > 0",
    )
      .bind(before?.last ?? 0)
      .all<{ id: string; status: string }>();
    const check = (await ledgerOf(booked[0] ?? "")).find((e) => e.kind === "verify")?.providerRef;
    expect(results).toEqual([{ id: check, status: "requires_capture" }]);
  });
});
