import { PaymentStatusResponse } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { stripeProvider } from "../src/services/payments/stripe";
import { bookingBody } from "./booking-fixture";
import { api, exec, postJson } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

async function status(sessionId: string) {
  const res = await api(`/api/payments/status/${sessionId}`);
  return { res, body: res.status === 200 ? PaymentStatusResponse.parse(await res.json()) : null };
}

describe("GET /api/payments/status/{session_id}", () => {
  it("reports an authorized booking's session as paid and complete", async () => {
    const booked = (await (await postJson("/api/bookings", bookingBody())).json()) as { sessionId: string };
    const { res, body } = await status(booked.sessionId);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body).toEqual({ payment_status: "paid", status: "complete" });
  });

  it("reports an open session as open, then expired once its time has passed", async () => {
    const now = Date.now();
    await exec([
      `INSERT INTO payment_sessions (id, provider, amount_cents, status, payment_status, created_at, expires_at) VALUES ('ps_open_test', 'sandbox', 100, 'open', 'unpaid', '2030-01-01T00:00:00Z', ${now + 600_000})`,
      `INSERT INTO payment_sessions (id, provider, amount_cents, status, payment_status, created_at, expires_at) VALUES ('ps_old_test', 'sandbox', 100, 'open', 'unpaid', '2020-01-01T00:00:00Z', ${now - 1000})`,
    ]);
    expect((await status("ps_open_test")).body).toEqual({ payment_status: "unpaid", status: "open" });
    expect((await status("ps_old_test")).body).toEqual({ payment_status: "unpaid", status: "expired" });
    expect((await status("ps_old_test")).body?.status).toBe("expired");
  });

  it("answers 404 with a detail for unknown and absurd session ids", async () => {
    for (const id of ["ps_nope", encodeURIComponent("' OR 1=1 --"), "x".repeat(500)]) {
      const { res } = await status(id);
      expect(res.status).toBe(404);
      expect(await res.json()).toHaveProperty("detail");
    }
  });
});

describe("Stripe adapter (against a local fake of its documented API)", () => {
  const request = {
    token: "pm_card_visa",
    amountCents: 100,
    currency: "usd" as const,
    description: "hold",
    idempotencyKey: "k-1",
  };

  function fakeStripe(status: number, body: unknown) {
    const calls: { url: string; init?: RequestInit }[] = [];
    const fetchFn = async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    };
    return { calls, fetchFn };
  }

  it("creates a confirmed manual-capture PaymentIntent, form-encoded with the secret key", async () => {
    const fake = fakeStripe(200, { id: "pi_123", object: "payment_intent", status: "requires_capture" });
    const result = await stripeProvider("sk_test_abc", "http://stripe.local/", fake.fetchFn).authorize(
      request,
    );
    expect(result).toEqual({ ok: true, providerRef: "pi_123" });
    const call = fake.calls[0];
    expect(call?.url).toBe("http://stripe.local/v1/payment_intents");
    const headers = new Headers(call?.init?.headers);
    expect(headers.get("authorization")).toBe("Bearer sk_test_abc");
    expect(headers.get("idempotency-key")).toBe("k-1");
    const form = new URLSearchParams(String(call?.init?.body));
    expect(Object.fromEntries(form)).toMatchObject({
      amount: "100",
      currency: "usd",
      capture_method: "manual",
      confirm: "true",
      payment_method: "pm_card_visa",
    });
  });

  it("maps card errors to declined and insufficient funds, bad requests to an invalid token", async () => {
    const declined = fakeStripe(402, {
      error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      },
    });
    expect(await stripeProvider("sk", "http://s", declined.fetchFn).authorize(request)).toMatchObject({
      ok: false,
      reason: "declined",
      message: "Your card was declined.",
    });
    const funds = fakeStripe(402, {
      error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
      },
    });
    expect(await stripeProvider("sk", "http://s", funds.fetchFn).authorize(request)).toMatchObject({
      ok: false,
      reason: "insufficient_funds",
    });
    const invalid = fakeStripe(400, {
      error: { type: "invalid_request_error", code: "resource_missing", message: "No such PaymentMethod" },
    });
    expect(await stripeProvider("sk", "http://s", invalid.fetchFn).authorize(request)).toMatchObject({
      ok: false,
      reason: "invalid_token",
    });
  });

  it("treats an outage or a bad key as a server problem, not a card problem", async () => {
    const unauthorized = fakeStripe(401, {
      error: { type: "invalid_request_error", message: "Invalid API Key provided" },
    });
    await expect(stripeProvider("sk", "http://s", unauthorized.fetchFn).authorize(request)).rejects.toThrow(
      /HTTP 401/,
    );
  });
});
