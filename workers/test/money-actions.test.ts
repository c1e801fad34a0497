import { OutboxMessage, PayLinkView, PaymentActionResult, PayResult } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { signPayToken } from "../src/services/money/pay-token";
import { adminApi, detailOf, HOUR, jwtSecret } from "./factories";
import { api, postJson } from "./helpers";
import { approve, book, fareOf, finishRide, messagesOf, paymentOf, runJobs } from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

const action = (id: string, what: "capture" | "release" | "refund", body: unknown) =>
  adminApi(`/api/admin/bookings/${id}/payment/${what}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("the dispatcher's payment actions", () => {
  it("capture now, refund part with a reason (the customer is told), and refuse what goes beyond", async () => {
    const receipt = await book(48);
    await approve(receipt.bookingId);
    const fare = fareOf(receipt);
    const tooMuch = await action(receipt.bookingId, "capture", {
      amountCents: fare + 1,
      reason: "Ride done",
    });
    expect(tooMuch.status).toBe(422);
    expect(await detailOf(tooMuch)).toMatch(/at most/);
    expect((await paymentOf(receipt.bookingId)).state).toBe("held");

    const captured = await action(receipt.bookingId, "capture", { reason: "Ride done" });
    expect(captured.status).toBe(200);
    expect(PaymentActionResult.parse(await captured.json()).payment).toMatchObject({
      state: "captured",
      capturedCents: fare,
      heldCents: 0,
    });

    const again = await action(receipt.bookingId, "capture", { reason: "Ride done" });
    expect(again.status).toBe(409);

    const over = await action(receipt.bookingId, "refund", { amountCents: fare + 1, reason: "Too much" });
    expect(over.status).toBe(422);
    expect(await detailOf(over)).toContain("at most");
    for (const bad of [
      { amountCents: 0, reason: "x" },
      { amountCents: 10.5, reason: "x" },
      { amountCents: 100 },
      { amountCents: "100", reason: "x" },
    ]) {
      const res = await action(receipt.bookingId, "refund", bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await detailOf(res)).toBeTruthy();
    }
    expect((await paymentOf(receipt.bookingId)).refundedCents).toBe(0);

    const refunded = await action(receipt.bookingId, "refund", { amountCents: 2500, reason: "Late pickup" });
    expect(refunded.status).toBe(200);
    const p = await paymentOf(receipt.bookingId);
    expect(p).toMatchObject({ state: "partially_refunded", refundedCents: 2500 });
    expect(p.lines.at(-1)).toMatchObject({ kind: "adjustment", amountCents: -2500 });
    const message = (await messagesOf(receipt.bookingId)).find((m) => m.template === "payment-refunded");
    expect(message?.body).toContain("we refunded $25.00");
    expect(message?.body).toContain("Reason: Late pickup");

    // The ride then completes: the refund stays given (the adjustment line), nothing is charged again.
    await finishRide(receipt.bookingId, "completed");
    expect(await paymentOf(receipt.bookingId)).toMatchObject({
      capturedCents: fare,
      refundedCents: 2500,
      settled: true,
    });
  });

  it("release gives back every hold and closes the money; a capture after it is refused", async () => {
    const receipt = await book(48);
    await approve(receipt.bookingId);
    const missing = await action(receipt.bookingId, "release", {});
    expect(missing.status).toBe(400);
    const released = await action(receipt.bookingId, "release", { reason: "Complimentary ride" });
    expect(released.status).toBe(200);
    expect(await paymentOf(receipt.bookingId)).toMatchObject({
      state: "voided",
      heldCents: 0,
      verifiedCents: 0,
      settled: true,
    });
    const capture = await action(receipt.bookingId, "capture", { reason: "Ride done" });
    expect(capture.status).toBe(409);
    expect(await detailOf(capture)).toMatch(/Nothing is held/);
    expect((await action(receipt.bookingId, "release", { reason: "again" })).status).toBe(409);
  });

  it("needs an admin token", async () => {
    const res = await api("/api/admin/bookings/x/payment/capture", { method: "POST", body: "{}" });
    expect(res.status).toBe(401);
  });
});

describe("the payment link", () => {
  async function heldNeedsCustomer() {
    const receipt = await book(48, "tok_sandbox_authenticationRequired");
    await approve(receipt.bookingId);
    const p = await paymentOf(receipt.bookingId);
    expect(p).toMatchObject({ state: "action_required", heldCents: 0 });
    const message = (await messagesOf(receipt.bookingId)).find(
      (m) => m.template === "payment-action-required",
    );
    const token = /\/pay\?token=([\w.-]+)/.exec(message?.body ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    return { receipt, token };
  }
  const view = (reference: string, token: string) =>
    api(`/api/pay/${reference}`, { headers: { authorization: `Bearer ${token}` } });
  const pay = (reference: string, token: string, card: string, path = "") =>
    postJson(
      `/api/pay/${reference}${path}`,
      { provider: "sandbox", token: card },
      { authorization: `Bearer ${token}` },
    );

  it("a hold that needs the customer sends a private link; paying with another card holds the fare", async () => {
    const { receipt, token } = await heldNeedsCustomer();
    const res = await view(receipt.reference, token);
    expect(res.status).toBe(200);
    expect(PayLinkView.parse(await res.json())).toMatchObject({
      reference: receipt.reference,
      purpose: "hold",
      amountCents: fareOf(receipt),
      paid: false,
    });
    const paid = await pay(receipt.reference, token, "tok_sandbox_mastercard");
    expect(paid.status).toBe(200);
    expect(PayResult.parse(await paid.json()).status).toBe("paid");
    expect(await paymentOf(receipt.bookingId)).toMatchObject({ state: "held", heldCents: fareOf(receipt) });
    // The card on the booking is now the one used on the link, as the processor describes it.
    const used = await view(receipt.reference, token);
    expect(used.status).toBe(410);
  });

  it("3-D Secure: the bank's step, then confirm", async () => {
    const { receipt, token } = await heldNeedsCustomer();
    const first = PayResult.parse(
      await (await pay(receipt.reference, token, "tok_sandbox_authenticationRequired")).json(),
    );
    expect(first.status).toBe("requires_action");
    const early = await postJson(
      `/api/pay/${receipt.reference}/confirm`,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(early.status).toBe(409);
    const bank = await postJson("/api/payments/sandbox/authenticate", {
      clientSecret: first.nextAction?.clientSecret,
      approve: true,
    });
    expect(bank.status).toBe(200);
    const confirmed = await postJson(
      `/api/pay/${receipt.reference}/confirm`,
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(confirmed.status).toBe(200);
    expect(await paymentOf(receipt.bookingId)).toMatchObject({ state: "held", heldCents: fareOf(receipt) });
  });

  it("refuses altered, expired and other bookings' tokens, a declined card, and changes nothing", async () => {
    const { receipt, token } = await heldNeedsCustomer();
    const other = await heldNeedsCustomer();
    const altered = `${token.slice(0, -3)}${token.endsWith("a") ? "bcd" : "abc"}`;
    expect((await view(receipt.reference, altered)).status).toBe(401);
    expect((await view(receipt.reference, "")).status).toBe(401);
    const expired = await signPayToken(
      { subjectId: receipt.bookingId, reference: receipt.reference, nonce: "x" },
      jwtSecret(),
      new Date(Date.now() - 100 * HOUR),
      1,
    );
    const old = await view(receipt.reference, expired);
    expect(old.status).toBe(401);
    expect(await detailOf(old)).toMatch(/expired/);
    const foreign = await view(receipt.reference, other.token);
    expect(foreign.status).toBe(403);
    expect((await pay(receipt.reference, other.token, "tok_sandbox_visa")).status).toBe(403);
    const declined = await pay(receipt.reference, token, "tok_sandbox_chargeDeclined");
    expect(declined.status).toBe(402);
    expect((await pay(receipt.reference, token, "not-a-token")).status).toBe(400);
    expect(await paymentOf(receipt.bookingId)).toMatchObject({ state: "action_required", heldCents: 0 });
    expect((await paymentOf(other.receipt.bookingId)).state).toBe("action_required");
  });

  it("after the ride, an amount the saved card cannot pay is owed through the link", async () => {
    const { receipt, token } = await heldNeedsCustomer();
    await finishRide(receipt.bookingId, "completed");
    const p = await paymentOf(receipt.bookingId);
    expect(p).toMatchObject({ state: "action_required", capturedCents: 0, settled: false });
    // The hold's link was replaced by a link for the charge.
    expect((await view(receipt.reference, token)).status).toBe(410);
    const charge = (await messagesOf(receipt.bookingId))
      .filter((m) => m.template === "payment-action-required")
      .at(-1);
    const chargeToken = /\/pay\?token=([\w.-]+)/.exec(charge?.body ?? "")?.[1] ?? "";
    expect(PayLinkView.parse(await (await view(receipt.reference, chargeToken)).json()).purpose).toBe(
      "charge",
    );
    expect((await pay(receipt.reference, chargeToken, "tok_sandbox_visa")).status).toBe(200);
    expect(await paymentOf(receipt.bookingId)).toMatchObject({
      state: "captured",
      capturedCents: fareOf(receipt),
      settled: true,
    });
  });
});

describe("GET /api/admin/outbox/{id} and POST /api/admin/jobs/run", () => {
  it("answers one message whole", async () => {
    const receipt = await book(48);
    const [message] = await messagesOf(receipt.bookingId);
    const res = await adminApi(`/api/admin/outbox/${message?.id}`);
    expect(res.status).toBe(200);
    expect(OutboxMessage.parse(await res.json())).toMatchObject({
      recipient: "ada@example.com",
      channel: "email",
      bookingId: receipt.bookingId,
      status: "queued",
    });
    expect((await adminApi("/api/admin/outbox/nope")).status).toBe(404);
    expect((await api(`/api/admin/outbox/${message?.id}`)).status).toBe(401);
  });

  it("runs every job and says what each did; refuses a bad body", async () => {
    const report = await runJobs();
    expect(report.jobs.map((j) => j.job)).toEqual([
      "payment-recovery",
      "payment-holds",
      "payment-settlement",
      "card-detach",
      "follow-flights",
      "quote-expiry",
      "dispatch-exceptions",
      "pickup-reminders",
      "invoices",
      "pay-statements",
      "payment-reconciliation",
      "canary-watch",
      "send-outbox",
    ]);
    expect(report.jobs.find((j) => j.job === "send-outbox")?.did.skipped).toMatch(/no mail provider/);
    expect(report.jobs.find((j) => j.job === "follow-flights")?.did.skipped).toMatch(
      /no flight status provider/,
    );
    for (const body of ['{"now":"tomorrow"}', '{"only":"x"}', "{"]) {
      const res = await adminApi("/api/admin/jobs/run", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(res.status, body).toBe(400);
      expect(await detailOf(res)).toBeTruthy();
    }
    expect((await api("/api/admin/jobs/run", { method: "POST" })).status).toBe(401);
  });
});
