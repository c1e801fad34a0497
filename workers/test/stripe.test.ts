import { createExecutionContext, env } from "cloudflare:test";
import { AccountProfile, BookingDetails, BookingReceipt, PayResult } from "@chauffeur/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createStripeFake, type StripeFake } from "../../tests/fakes/stripe/fake";
import { app } from "../src/app";
import { stripeProvider } from "../src/services/payments/stripe";
import { STRIPE_API_VERSION } from "../src/services/payments/stripe-http";
import { newEmail, signedIn } from "./account-fixture";
import { bookingBody } from "./booking-fixture";
import { bearer, HOUR } from "./factories";
import { acceptedBy, messagesOf, pickupIn } from "./money-fixture";
import { loadFixturePlaces } from "./places-fixture";

const BASE = "https://stripe.fake";
let fake: StripeFake;
let stripeEnv: typeof env;

beforeEach(async () => {
  await loadFixturePlaces();
  fake = createStripeFake();
  // The Worker configured for Stripe (a new env object: its configuration is read afresh).
  stripeEnv = {
    ...env,
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: BASE,
  } as typeof env;
  // Every outbound call of the adapter goes to the fake; anything else would fail the test.
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(BASE)) throw new Error(`unexpected outbound fetch to ${url}`);
    return fake.handle(new Request(url, input instanceof Request ? input : init));
  });
});
afterEach(() => vi.unstubAllGlobals());

async function call(path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  return app.fetch(
    new Request(`http://127.0.0.1${path}`, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    }),
    stripeEnv,
    createExecutionContext(),
  );
}
const admin = async (path: string, init: RequestInit & { json?: unknown } = {}) =>
  call(path, {
    ...init,
    headers: { ...(await bearer("admin")), ...(init.headers as Record<string, string>) },
  });

/** What Stripe.js does in the page: card fields → a ConfirmationToken, with the publishable key. */
async function confirmationToken(number: string) {
  const res = await fake.fetch(`${BASE}/v1/confirmation_tokens`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${fake.publishableKey}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      "payment_method_data[type]": "card",
      "payment_method_data[card][number]": number,
      "payment_method_data[card][exp_month]": "12",
      "payment_method_data[card][exp_year]": "2034",
      "payment_method_data[card][cvc]": "123",
    }).toString(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

async function bookWithStripe(number: string, hours: number, key = crypto.randomUUID()) {
  const token = await confirmationToken(number);
  const body = bookingBody({ ...pickupIn(hours), paymentInfo: { provider: "stripe", token } });
  return {
    res: await call("/api/bookings", { method: "POST", json: body, headers: { "idempotency-key": key } }),
    body,
    key,
  };
}

async function paymentOf(id: string) {
  const details = BookingDetails.parse(await (await admin(`/api/admin/bookings/${id}`)).json());
  if (!details.payment) throw new Error("no payment");
  return details.payment;
}

describe("Stripe: the booking's check saves the card", () => {
  it("creates a Customer and a manual-capture PaymentIntent with the ConfirmationToken, saved for off-session use", async () => {
    const { res } = await bookWithStripe("4242 4242 4242 4242", 7 * 24);
    expect(res.status, await res.clone().text()).toBe(201);
    const receipt = BookingReceipt.parse(await res.json());
    const [customer, intent] = fake.requests.filter((r) => r.method === "POST" && r.key === "secret");
    expect(customer).toMatchObject({ path: "/v1/customers", key: "secret" });
    expect(intent?.path).toBe("/v1/payment_intents");
    expect(intent?.params).toMatchObject({
      amount: "100",
      currency: "usd",
      capture_method: "manual",
      confirm: "true",
      setup_future_usage: "off_session",
      payment_method_types: ["card"],
    });
    expect(intent?.params.confirmation_token).toMatch(/^ctoken_/);
    expect(intent?.idempotencyKey).toBeTruthy();
    const p = await paymentOf(receipt.bookingId);
    expect(p).toMatchObject({ state: "verified", verifiedCents: 100 });
    const lookup = await call("/api/bookings/lookup", {
      method: "POST",
      json: { reference: receipt.reference, email: "ada@example.com" },
    });
    expect(
      ((await lookup.json()) as { booking: { cardLast4: string; cardBrand: string } }).booking,
    ).toMatchObject({
      cardLast4: "4242",
      cardBrand: "visa",
    });
  });

  it("sends the pinned API version and the secret key on every call", async () => {
    const seen: Headers[] = [];
    const provider = stripeProvider(fake.secretKey, BASE, async (url, init) => {
      seen.push(new Headers(init?.headers));
      return fake.fetch(url, init);
    });
    await provider.retrieve("pi_missing");
    expect(seen[0]?.get("stripe-version")).toBe(STRIPE_API_VERSION);
    expect(seen[0]?.get("authorization")).toBe(`Bearer ${fake.secretKey}`);
  });

  it("a card the bank wants confirmed: 402 with the client secret, then the same request books once", async () => {
    const first = await bookWithStripe("4000 0027 6000 3184", 7 * 24);
    expect(first.res.status).toBe(402);
    const answer = (await first.res.json()) as { detail: string; nextAction: { clientSecret: string } };
    expect(answer.nextAction.clientSecret).toMatch(/_secret_/);
    expect(fake.authenticate(answer.nextAction.clientSecret, true)).toBeTruthy();
    const again = await call("/api/bookings", {
      method: "POST",
      json: first.body,
      headers: { "idempotency-key": first.key },
    });
    expect(again.status, await again.clone().text()).toBe(201);
    const creates = fake.requests.filter((r) => r.path === "/v1/payment_intents" && r.method === "POST");
    expect(new Set(creates.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it("a declined card books nothing (402, the processor's words)", async () => {
    const { res } = await bookWithStripe("4000 0000 0000 0002", 48);
    expect(res.status).toBe(402);
    expect(((await res.json()) as { detail: string }).detail).toBe("Your card was declined.");
  });
});

describe("Stripe: hold, capture, refund", () => {
  it("holds off-session on the saved card at approval, releases the check, captures at the ride's end, refunds", async () => {
    const { res } = await bookWithStripe("4242 4242 4242 4242", 48);
    const receipt = BookingReceipt.parse(await res.json());
    expect((await admin(`/api/admin/bookings/${receipt.bookingId}/approve`, { method: "POST" })).status).toBe(
      200,
    );
    const hold = fake.requests.filter((r) => r.path === "/v1/payment_intents" && r.method === "POST").at(-1);
    expect(hold?.params).toMatchObject({
      off_session: "true",
      confirm: "true",
      capture_method: "manual",
      amount: String(receipt.estimatedPrice * 100),
    });
    expect(hold?.params.payment_method).toMatch(/^pm_/);
    expect(hold?.params.customer).toMatch(/^cus_/);
    let p = await paymentOf(receipt.bookingId);
    expect(p).toMatchObject({ state: "held", heldCents: receipt.estimatedPrice * 100, verifiedCents: 0 });
    // capture_before from the charge: Visa without the customer, 4 days 18 hours.
    expect(Date.parse(p.captureBefore ?? "") - Date.now()).toBeGreaterThan(4 * 24 * HOUR + 17 * HOUR);
    const check = p.events.find((e) => e.kind === "verify")?.providerRef ?? "";
    expect(fake.intents.get(check)?.status).toBe("canceled");

    // The ride completes: the driver's last step captures (through the Stripe-configured app).
    await driveToTheEnd(receipt.bookingId);
    p = await paymentOf(receipt.bookingId);
    expect(p).toMatchObject({
      state: "captured",
      capturedCents: receipt.estimatedPrice * 100,
      settled: true,
    });
    const held = p.events.find((e) => e.kind === "capture")?.providerRef ?? "";
    expect(fake.intents.get(held)).toMatchObject({
      status: "succeeded",
      amount_received: receipt.estimatedPrice * 100,
    });

    const refund = await admin(`/api/admin/bookings/${receipt.bookingId}/payment/refund`, {
      method: "POST",
      json: { amountCents: 1000, reason: "Delay" },
    });
    expect(refund.status).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/v1/refunds",
      params: { payment_intent: held, amount: "1000", reason: "requested_by_customer" },
    });
    expect((await paymentOf(receipt.bookingId)).refundedCents).toBe(1000);
  });

  it("the fake refuses what Stripe refuses: a capture above the capturable amount, a key reused with other parameters", async () => {
    const provider = stripeProvider(fake.secretKey, BASE, fake.fetch);
    const held = await provider.authorize({
      source: { token: "pm_card_visa" },
      amountCents: 5000,
      currency: "usd",
      offSession: false,
      purpose: "hold",
      description: "t",
      idempotencyKey: "k-hold",
      metadata: {},
    });
    expect(held.outcome).toBe("authorized");
    const ref = held.outcome === "authorized" ? held.ref : "";
    expect(await provider.capture({ ref, amountCents: 5001, idempotencyKey: "k-cap" })).toMatchObject({
      ok: false,
    });
    expect(await provider.capture({ ref, amountCents: 4000, idempotencyKey: "k-cap2" })).toEqual({
      ok: true,
      ref,
    });
    expect(await provider.capture({ ref, amountCents: 4000, idempotencyKey: "k-cap2" })).toEqual({
      ok: true,
      ref,
    });
    await expect(provider.capture({ ref, amountCents: 3000, idempotencyKey: "k-cap2" })).rejects.toThrow(
      /same parameters/,
    );
    expect(
      await provider.refund({ ref, amountCents: 4001, reason: "x", idempotencyKey: "k-r" }),
    ).toMatchObject({ ok: false });
    const bad = await fake.fetch(`${BASE}/v1/payment_intents`, {
      method: "POST",
      headers: { authorization: `Bearer ${fake.secretKey}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(bad.status).toBe(400);
    const unknown = await fake.fetch(`${BASE}/v1/customers`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${fake.secretKey}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "emial=a@b.c",
    });
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("parameter_unknown");
  });
});

async function driverOf(bookingId: string) {
  const row = await env.DB.prepare("select assigned_driver_id as id from bookings where id = ?")
    .bind(bookingId)
    .first<{ id: string }>();
  const driverId = row?.id ?? "";
  return { driverId, driverHeaders: await bearer("driver", driverId) };
}

/** A chauffeur accepts the approved ride and drives it to its end through the Stripe-configured app. */
async function driveToTheEnd(bookingId: string) {
  await acceptedBy(bookingId);
  const { driverHeaders, driverId } = await driverOf(bookingId);
  for (const stage of ["en_route", "arrived", "on_board", "completed"]) {
    const r = await call(`/api/drivers/${driverId}/bookings/${bookingId}/progress`, {
      method: "POST",
      json: { stage },
      headers: driverHeaders,
    });
    expect(r.status, stage).toBe(200);
  }
}

describe("Stripe: a hold that needs the customer, and webhooks", () => {
  async function actionRequired() {
    const first = await bookWithStripe("4000 0027 6000 3184", 48);
    const { nextAction } = (await first.res.json()) as { nextAction: { clientSecret: string } };
    fake.authenticate(nextAction.clientSecret, true);
    const res = await call("/api/bookings", {
      method: "POST",
      json: first.body,
      headers: { "idempotency-key": first.key },
    });
    const receipt = BookingReceipt.parse(await res.json());
    await admin(`/api/admin/bookings/${receipt.bookingId}/approve`, { method: "POST" });
    expect((await paymentOf(receipt.bookingId)).state).toBe("action_required");
    const body =
      (await messagesOf(receipt.bookingId)).find((m) => m.template === "payment-action-required")?.body ?? "";
    return { receipt, link: /\/pay\?token=([\w.-]+)/.exec(body)?.[1] ?? "" };
  }

  it("off-session authentication_required → payment link → 3-D Secure in the page → held (the webhook also completes it)", async () => {
    const { receipt, link } = await actionRequired();
    const auth = { authorization: `Bearer ${link}` };
    const card = await confirmationToken("4000 0027 6000 3184");
    const paid = PayResult.parse(
      await (
        await call(`/api/pay/${receipt.reference}`, {
          method: "POST",
          json: { provider: "stripe", token: card },
          headers: auth,
        })
      ).json(),
    );
    expect(paid.status).toBe("requires_action");
    fake.authenticate(paid.nextAction?.clientSecret ?? "", true);
    // The page never came back: Stripe's event finishes the job.
    const event = fake.events.filter((e) => e.type === "payment_intent.amount_capturable_updated").at(-1);
    const { payload, header } = await fake.signed(event);
    const hook = await call("/api/payments/stripe/webhook", {
      method: "POST",
      body: payload,
      headers: { "stripe-signature": header },
    });
    expect(hook.status).toBe(200);
    expect(await paymentOf(receipt.bookingId)).toMatchObject({
      state: "held",
      heldCents: receipt.estimatedPrice * 100,
    });
    const again = await call("/api/payments/stripe/webhook", {
      method: "POST",
      body: payload,
      headers: { "stripe-signature": header },
    });
    expect(again.status).toBe(200);
    const received = (await paymentOf(receipt.bookingId)).events.filter((e) => e.kind === "event");
    expect(received).toHaveLength(1);
  });

  it("charge.expired marks the hold expired; unsigned, altered and stale events are refused", async () => {
    const { res } = await bookWithStripe("4242 4242 4242 4242", 48);
    const receipt = BookingReceipt.parse(await res.json());
    await admin(`/api/admin/bookings/${receipt.bookingId}/approve`, { method: "POST" });
    const holdRef =
      (await paymentOf(receipt.bookingId)).events.find((e) => e.kind === "hold")?.providerRef ?? "";
    const event = fake.expire(holdRef);
    const { payload, header } = await fake.signed(event);
    const post = (body: string, signature?: string) =>
      call("/api/payments/stripe/webhook", {
        method: "POST",
        body,
        headers: signature ? { "stripe-signature": signature } : {},
      });
    expect((await post(payload)).status).toBe(401);
    expect((await post(payload.replace("charge.expired", "charge.expirex"), header)).status).toBe(401);
    const stale = await fake.signed(event, Math.floor(Date.now() / 1000) - 3600);
    expect((await post(stale.payload, stale.header)).status).toBe(401);
    const wrongSecret = await fake.signed(event, undefined, "whsec_other");
    expect((await post(wrongSecret.payload, wrongSecret.header)).status).toBe(401);
    expect((await paymentOf(receipt.bookingId)).state).toBe("held");
    expect((await post(payload, header)).status).toBe(200);
    expect(await paymentOf(receipt.bookingId)).toMatchObject({ state: "expired", heldCents: 0 });
  });
});

describe("Stripe: a customer removes their saved card", () => {
  it("keeps the PaymentMethod for the ride booked on it, and detaches it at Stripe (POST /v1/payment_methods/{id}/detach) once that ride is paid", async () => {
    const email = newEmail();
    const account = await signedIn(email);
    const token = await confirmationToken("4242 4242 4242 4242");
    const body = bookingBody({
      ...pickupIn(72),
      customerInfo: { name: "Ada L", email, phone: "(617) 555-0100" },
      paymentInfo: { provider: "stripe", token },
    });
    const booked = await call("/api/bookings", {
      method: "POST",
      json: body,
      headers: { ...account, "idempotency-key": crypto.randomUUID() },
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const receipt = BookingReceipt.parse(await booked.json());
    const profile = async () =>
      AccountProfile.parse(await (await call("/api/account", { headers: account })).json());
    expect((await profile()).card).toEqual({ brand: "visa", last4: "4242" });
    // The booking's card check saved the card on a Stripe Customer (the fake is new for each test).
    const pm = [...fake.intents.values()].at(0)?.payment_method ?? "";
    expect(pm).toMatch(/^pm_/);
    const customer = fake.paymentMethod(pm)?.customer ?? "";
    expect(customer).toMatch(/^cus_/);
    const detaches = () => fake.requests.filter((r) => r.path === `/v1/payment_methods/${pm}/detach`);
    const provider = stripeProvider(fake.secretKey, BASE, fake.fetch);
    const holdOnCard = () =>
      provider.authorize({
        source: { customerRef: customer, paymentMethodRef: pm },
        amountCents: 5000,
        currency: "usd",
        offSession: true,
        purpose: "hold",
        description: "t",
        idempotencyKey: crypto.randomUUID(),
        metadata: {},
      });

    const removed = await call("/api/account/card", { method: "DELETE", headers: account });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(AccountProfile.parse(await removed.json()).card).toBeNull();
    // The account no longer offers it...
    const again = await call("/api/bookings", {
      method: "POST",
      json: { ...body, paymentInfo: { provider: "stripe", savedCard: true } },
      headers: { ...account, "idempotency-key": crypto.randomUUID() },
    });
    expect(again.status).toBe(409);
    // ...but the ride booked on it can still be held and charged: Stripe keeps it attached, job after job.
    expect(detaches()).toEqual([]);
    const run = () => admin("/api/admin/jobs/run", { method: "POST", json: { only: ["card-detach"] } });
    expect((await run()).status).toBe(200);
    expect(detaches()).toEqual([]);
    expect((await holdOnCard()).outcome).not.toBe("declined");

    // The ride is paid (settled): the next run detaches it, once; Stripe refuses it from then on.
    await env.DB.prepare("update booking_payments set settled_at = ? where booking_id = ?")
      .bind(new Date().toISOString(), receipt.bookingId)
      .run();
    // Ten runs at once: one detach call.
    const runs = await Promise.all(Array.from({ length: 10 }, run));
    expect(runs.map((r) => r.status)).toEqual(runs.map(() => 200));
    expect(detaches()).toEqual([expect.objectContaining({ method: "POST", key: "secret", params: {} })]);
    expect(fake.paymentMethod(pm)?.detached).toBe(true);
    expect((await holdOnCard()).outcome).toBe("declined");
    expect((await run()).status).toBe(200);
    expect(detaches()).toHaveLength(1);
    // Removing it again is harmless: nothing left to detach, Stripe is not called.
    const calls = fake.requests.length;
    expect((await call("/api/account/card", { method: "DELETE", headers: account })).status).toBe(200);
    expect(fake.requests.length).toBe(calls);
  });
});

describe("Stripe: money races", () => {
  it("a request whose key is still under way at Stripe (409 idempotency_key_in_use) is sent again, and gets the first answer", async () => {
    // Stripe answers a request whose key is being worked on 409 until the first is done; the fake, in one
    // process, never overlaps two requests, so the first two tries of this key are answered so here.
    let busy = 2;
    const tries: string[] = [];
    const stripeBusy = async (input: string, init?: RequestInit) => {
      tries.push(input);
      if (busy-- > 0) {
        return Response.json(
          {
            error: {
              type: "invalid_request_error",
              code: "idempotency_key_in_use",
              message: "There is currently another in-progress request using this Idempotent Key.",
            },
          },
          { status: 409 },
        );
      }
      return fake.fetch(input, init);
    };
    const provider = stripeProvider(fake.secretKey, BASE, stripeBusy);
    const answer = await provider.authorize({
      source: { token: "pm_card_visa" },
      amountCents: 5000,
      currency: "usd",
      offSession: false,
      purpose: "hold",
      description: "t",
      idempotencyKey: `k-${crypto.randomUUID()}`,
      metadata: {},
    });
    expect(answer.outcome).toBe("authorized");
    expect(tries).toHaveLength(3);
    expect([...fake.intents.values()].filter((i) => i.amount === 5000)).toHaveLength(1);
    // Still under way after every wait: a clear 409 to our caller, never a declined card.
    const stuck = stripeProvider(fake.secretKey, BASE, async () =>
      Response.json(
        { error: { type: "invalid_request_error", code: "idempotency_key_in_use", message: "in use" } },
        { status: 409 },
      ),
    );
    await expect(stuck.capture({ ref: "pi_x", amountCents: 100, idempotencyKey: "k" })).rejects.toMatchObject(
      {
        status: 409,
      },
    );
  });

  it("ten identical extras at once after the ride: one PaymentIntent of the amount, captured once, one ledger charge", async () => {
    const { res } = await bookWithStripe("4242 4242 4242 4242", 48);
    const receipt = BookingReceipt.parse(await res.json());
    expect((await admin(`/api/admin/bookings/${receipt.bookingId}/approve`, { method: "POST" })).status).toBe(
      200,
    );
    await driveToTheEnd(receipt.bookingId);
    const settled = await paymentOf(receipt.bookingId);
    expect(settled.settled).toBe(true);
    const dispatcher = await bearer("admin");
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(`/api/admin/bookings/${receipt.bookingId}/extras`, {
          method: "POST",
          json: { kind: "parking", amountCents: 2000, note: "Logan garage" },
          headers: { ...dispatcher, "idempotency-key": key },
        }),
      ),
    );
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(bodies).size).toBe(1);
    // Stripe: one off-session PaymentIntent for $20.00, and one capture of it.
    const created = fake.requests.filter(
      (r) => r.method === "POST" && r.path === "/v1/payment_intents" && r.params.amount === "2000",
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.params).toMatchObject({ off_session: "true", capture_method: "manual" });
    const intents = [...fake.intents.values()].filter((i) => i.amount === 2000);
    expect(intents.map((i) => [i.status, i.amount_received])).toEqual([["succeeded", 2000]]);
    const captures = fake.requests.filter((r) => r.path === `/v1/payment_intents/${intents[0]?.id}/capture`);
    expect(captures).toHaveLength(1);
    const p = await paymentOf(receipt.bookingId);
    const moved = p.events.filter((e) => e.amountCents === 2000 && e.outcome === "succeeded");
    expect(moved.map((e) => e.kind).sort()).toEqual(["capture", "charge"]);
    expect(p).toMatchObject({ settled: true, capturedCents: settled.capturedCents + 2000 });
    expect(p.extras).toEqual([expect.objectContaining({ code: "parking", state: "charged" })]);
  });

  /** A quote answered by dispatch through the Stripe-configured app; its link's token. */
  async function quoteLink() {
    const email = `race-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const sent = await call("/api/quote-requests", {
      method: "POST",
      json: {
        name: "Grace Hopper",
        email,
        phone: "(617) 555-0123",
        pickupLocation: "Quincy, MA",
        destination: "Mohegan Sun, CT",
        date: pickupIn(10 * 24).date,
        passengers: 4,
      },
    });
    const { id } = (await sent.json()) as { id: string };
    const answer = await admin(`/api/admin/quote-requests/${id}/quote`, {
      method: "POST",
      json: { amountCents: 64_000, vehicleType: "suv", validUntil: pickupIn(5 * 24).date },
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const mail = await env.DB.prepare("select body from outbox where recipient = ? and template = 'quote'")
      .bind(email)
      .first<{ body: string }>();
    return { email, token: /\/quote\?token=([\w-]+)/.exec(mail?.body ?? "")?.[1] ?? "" };
  }
  const accept = (token: string, card: string, extra: Record<string, unknown> = {}) =>
    call(`/api/quote-links/${token}/accept`, {
      method: "POST",
      json: { time: "15:00", luggageCount: 2, paymentInfo: { provider: "stripe", token: card }, ...extra },
    });
  const checksAtStripe = () => [...fake.intents.values()].filter((i) => i.amount === 100);

  it("ten identical acceptances of a quote at once: one booking, one card check at Stripe", async () => {
    const { email, token } = await quoteLink();
    const card = await confirmationToken("4242 4242 4242 4242");
    const answers = await Promise.all(Array.from({ length: 10 }, () => accept(token, card)));
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((s) => s === 201 || s === 410),
      JSON.stringify(statuses),
    ).toBe(true);
    const ids = new Set(
      await Promise.all(
        answers
          .filter((r) => r.status === 201)
          .map(async (r) => ((await r.json()) as { bookingId: string }).bookingId),
      ),
    );
    expect(ids.size).toBe(1);
    const { results } = await env.DB.prepare("select id from bookings where email = ?").bind(email).all();
    expect(results).toHaveLength(1);
    expect(checksAtStripe().map((i) => i.status)).toEqual(["requires_capture"]);
  });

  it("ten acceptances from ten tabs (each its own card entry): one booking; Stripe keeps one card check", async () => {
    const { email, token } = await quoteLink();
    const cards = await Promise.all(
      Array.from({ length: 10 }, () => confirmationToken("4242 4242 4242 4242")),
    );
    const answers = await Promise.all(cards.map((card) => accept(token, card)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(
      statuses.filter((s) => s !== 201).every((s) => s === 410),
      JSON.stringify(statuses),
    ).toBe(true);
    const { results } = await env.DB.prepare("select id from bookings where email = ?").bind(email).all();
    expect(results).toHaveLength(1);
    const held = checksAtStripe().filter((i) => i.status === "requires_capture");
    expect(held).toHaveLength(1);
    expect(checksAtStripe().filter((i) => i.status !== "canceled")).toEqual(held);
    const p = await paymentOf(String(results[0]?.id));
    expect(p.events.find((e) => e.kind === "verify")?.providerRef).toBe(held[0]?.id);
  });
});
