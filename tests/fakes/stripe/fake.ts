/**
 * A local fake of the parts of Stripe's documented API this project uses, as a plain request → response
 * function: the Worker tests inject it as fetch, and tests/fakes/stripe/server.ts serves it on loopback
 * for the end-to-end test (with a stand-in for Stripe.js). It enforces Stripe's rules so that a wrong
 * request fails a test: the secret key, form-encoded bodies, unknown parameters refused, idempotency
 * keys (same key and parameters replay, other parameters are an idempotency_error), the PaymentIntent
 * state machine, captures within the capturable amount, refunds within what was captured, errors shaped
 * like Stripe's, test cards with Stripe's numbers, webhooks signed like Stripe's.
 */

type Params = { [key: string]: string | Params | Params[] | string[] };
type Json = Record<string, unknown>;

interface PaymentMethod {
  id: string;
  object: "payment_method";
  type: "card";
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  number: string;
  /** Detached from its customer: Stripe refuses it for any payment from then on. */
  detached?: boolean;
}
interface Intent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  capture_method: string;
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  description: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: Json | null;
  next_action: Json | null;
  off_session: boolean;
  refunded: number;
}

/** Stripe's test card numbers (docs: Testing) and the test PaymentMethods named after them. */
const TEST_CARDS: Record<string, { brand: string; behaviour: "ok" | "declined" | "funds" | "authenticate" }> =
  {
    "4242424242424242": { brand: "visa", behaviour: "ok" },
    "5555555555554444": { brand: "mastercard", behaviour: "ok" },
    "4000000000000002": { brand: "visa", behaviour: "declined" },
    "4000000000009995": { brand: "visa", behaviour: "funds" },
    "4000002760003184": { brand: "visa", behaviour: "authenticate" },
  };
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: "4242424242424242",
  pm_card_mastercard: "5555555555554444",
  pm_card_chargeDeclined: "4000000000000002",
  pm_card_chargeDeclinedInsufficientFunds: "4000000000009995",
  pm_card_authenticationRequired: "4000002760003184",
};

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Parses Stripe's form encoding (`a[b]=1&c[0]=x&c[]=y`) into nested objects and arrays. */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    let node: Params | Params[] | string[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, unknown> & unknown[];
      const key = part === "" ? String((container as unknown[]).length) : part;
      if (last) {
        (container as Record<string, unknown>)[key] = value;
        return;
      }
      const nextIsIndex = path[i + 1] === "" || /^\d+$/.test(path[i + 1] ?? "");
      (container as Record<string, unknown>)[key] ??= nextIsIndex ? [] : {};
      node = (container as Record<string, unknown>)[key] as Params;
    });
  }
  return root;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

export async function signStripePayload(secret: string, timestamp: number, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`)));
}

class StripeError {
  constructor(
    readonly status: number,
    readonly error: Json,
    /** Validation errors are not saved under the idempotency key (Stripe saves only executed requests). */
    readonly saved = true,
  ) {}
}
const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(
    400,
    { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) },
    false,
  );

export interface StripeFakeOptions {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Seconds since the epoch (Stripe's clock). */
  now?: () => number;
}

export interface StripeEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  data: { object: Json };
}

export function createStripeFake(options: StripeFakeOptions = {}) {
  const secretKey = options.secretKey ?? "sk_test_fake_0123456789";
  const publishableKey = options.publishableKey ?? "pk_test_fake_0123456789";
  const webhookSecret = options.webhookSecret ?? "whsec_fake_0123456789";
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  let counter = 0;
  const id = (prefix: string) =>
    `${prefix}_fake${(++counter).toString(36).padStart(6, "0")}${Math.random().toString(36).slice(2, 8)}`;

  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, PaymentMethod>();
  const confirmationTokens = new Map<string, { id: string; paymentMethod: string; used: boolean }>();
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Json>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: {
    method: string;
    path: string;
    params: Params;
    idempotencyKey: string | null;
    key: string;
  }[] = [];
  const events: StripeEvent[] = [];

  for (const [pmId, number] of Object.entries(TEST_PAYMENT_METHODS)) {
    const card = TEST_CARDS[number];
    if (!card) continue;
    paymentMethods.set(pmId, {
      id: pmId,
      object: "payment_method",
      type: "card",
      card: { brand: card.brand, last4: number.slice(-4), exp_month: 12, exp_year: 2034 },
      customer: null,
      number,
    });
  }

  function emit(type: string, object: Json) {
    events.push({
      id: id("evt"),
      object: "event",
      type,
      created: now(),
      data: { object: structuredClone(object) },
    });
  }

  function only(params: Params, allowed: string[]) {
    for (const key of Object.keys(params)) {
      if (!allowed.includes(key))
        throw invalid(`Received unknown parameter: ${key}`, key, "parameter_unknown");
    }
  }

  const publicPm = (pm: PaymentMethod) => {
    const { number: _n, detached: _d, ...rest } = pm;
    return rest;
  };

  function chargeOf(intent: Intent): Json | null {
    return intent.latest_charge ? (charges.get(intent.latest_charge) ?? null) : null;
  }

  function present(intent: Intent, expand: string[] = []): Json {
    const { off_session: _o, refunded: _r, ...rest } = intent;
    const out: Json = { ...rest };
    if (expand.includes("latest_charge")) out.latest_charge = chargeOf(intent);
    if (expand.includes("payment_method") && intent.payment_method) {
      const pm = paymentMethods.get(intent.payment_method);
      out.payment_method = pm ? publicPm(pm) : null;
    }
    return out;
  }

  function cardError(intent: Intent, code: string, message: string, declineCode?: string): StripeError {
    intent.status = "requires_payment_method";
    intent.last_payment_error = {
      type: "card_error",
      code,
      message,
      ...(declineCode ? { decline_code: declineCode } : {}),
    };
    return new StripeError(402, {
      type: "card_error",
      code,
      message,
      ...(declineCode ? { decline_code: declineCode } : {}),
      payment_intent: present(intent),
    });
  }

  /** Authorizes (or charges) the intent with its payment method: the test card decides. */
  function confirm(intent: Intent) {
    const pm = intent.payment_method ? paymentMethods.get(intent.payment_method) : undefined;
    if (!pm)
      throw invalid("You must provide a payment_method to confirm this PaymentIntent.", "payment_method");
    const behaviour = TEST_CARDS[pm.number]?.behaviour ?? "ok";
    if (behaviour === "declined")
      throw cardError(intent, "card_declined", "Your card was declined.", "generic_decline");
    if (behaviour === "funds")
      throw cardError(intent, "card_declined", "Your card has insufficient funds.", "insufficient_funds");
    if (behaviour === "authenticate") {
      if (intent.off_session) {
        throw cardError(
          intent,
          "authentication_required",
          "Your card was declined. This transaction requires authentication.",
          "authentication_required",
        );
      }
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } };
      return;
    }
    authorize(intent, pm);
  }

  function authorize(intent: Intent, pm: PaymentMethod) {
    const chargeId = id("ch");
    const window = intent.off_session && pm.card.brand === "visa" ? 4 * DAY + 18 * HOUR : 7 * DAY;
    charges.set(chargeId, {
      id: chargeId,
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      captured: intent.capture_method !== "manual",
      payment_intent: intent.id,
      payment_method_details: {
        type: "card",
        card: { brand: pm.card.brand, last4: pm.card.last4, capture_before: now() + window },
      },
    });
    intent.latest_charge = chargeId;
    intent.next_action = null;
    if (intent.setup_future_usage && intent.customer) pm.customer = intent.customer;
    if (intent.capture_method === "manual") {
      intent.status = "requires_capture";
      intent.amount_capturable = intent.amount;
      emit("payment_intent.amount_capturable_updated", present(intent));
    } else {
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
    }
  }

  function resolvePaymentMethod(params: Params, customer: string | null, offSession: boolean): string | null {
    if (typeof params.confirmation_token === "string") {
      const token = confirmationTokens.get(params.confirmation_token);
      if (!token)
        throw invalid(
          `No such confirmationtoken: '${params.confirmation_token}'`,
          "confirmation_token",
          "resource_missing",
        );
      if (token.used) throw invalid("This ConfirmationToken has already been used.", "confirmation_token");
      token.used = true;
      return token.paymentMethod;
    }
    if (typeof params.payment_method !== "string") return null;
    const pm = paymentMethods.get(params.payment_method);
    if (!pm)
      throw invalid(
        `No such PaymentMethod: '${params.payment_method}'`,
        "payment_method",
        "resource_missing",
      );
    if (pm.detached || (offSession && pm.customer !== customer)) {
      throw invalid(
        "The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.",
        "payment_method",
      );
    }
    return pm.id;
  }

  const intPositive = (value: unknown, name: string) => {
    if (typeof value !== "string" || !/^\d+$/.test(value))
      throw invalid(`Invalid integer: ${String(value)}`, name);
    return Number(value);
  };

  function createIntent(params: Params): Json {
    only(params, [
      "amount",
      "currency",
      "capture_method",
      "confirm",
      "customer",
      "payment_method",
      "confirmation_token",
      "payment_method_types",
      "setup_future_usage",
      "off_session",
      "description",
      "metadata",
      "expand",
      "return_url",
    ]);
    const amount = intPositive(params.amount, "amount");
    if (amount < 50) throw invalid("Amount must be at least $0.50 usd", "amount", "amount_too_small");
    if (params.currency !== "usd") throw invalid("Invalid currency", "currency");
    const customer = typeof params.customer === "string" ? params.customer : null;
    if (customer && !customers.has(customer))
      throw invalid(`No such customer: '${customer}'`, "customer", "resource_missing");
    const offSession = params.off_session === "true";
    const confirmNow = params.confirm === "true";
    if (offSession && !confirmNow)
      throw invalid("off_session can only be used when confirm=true", "off_session");
    if (
      params.setup_future_usage &&
      !["off_session", "on_session"].includes(String(params.setup_future_usage))
    ) {
      throw invalid("Invalid setup_future_usage", "setup_future_usage");
    }
    const intentId = id("pi");
    const intent: Intent = {
      id: intentId,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: "usd",
      capture_method: String(params.capture_method ?? "automatic"),
      status: "requires_payment_method",
      client_secret: `${intentId}_secret_${Math.random().toString(36).slice(2, 14)}`,
      customer,
      payment_method: resolvePaymentMethod(params, customer, offSession),
      setup_future_usage: typeof params.setup_future_usage === "string" ? params.setup_future_usage : null,
      description: typeof params.description === "string" ? params.description : null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      off_session: offSession,
      refunded: 0,
    };
    intents.set(intent.id, intent);
    if (intent.payment_method) intent.status = "requires_confirmation";
    if (confirmNow) confirm(intent);
    return present(intent, (params.expand as string[]) ?? []);
  }

  function intentOr404(intentId: string): Intent {
    const intent = intents.get(intentId);
    if (!intent)
      throw new StripeError(
        404,
        {
          type: "invalid_request_error",
          code: "resource_missing",
          message: `No such payment_intent: '${intentId}'`,
        },
        false,
      );
    return intent;
  }

  function unexpected(intent: Intent, action: string): StripeError {
    return new StripeError(400, {
      type: "invalid_request_error",
      code: "payment_intent_unexpected_state",
      message: `This PaymentIntent could not be ${action} because it has a status of ${intent.status}.`,
      payment_intent: present(intent),
    });
  }

  function capture(intent: Intent, params: Params): Json {
    only(params, ["amount_to_capture", "expand"]);
    if (intent.status !== "requires_capture") throw unexpected(intent, "captured");
    const amount =
      params.amount_to_capture === undefined
        ? intent.amount_capturable
        : intPositive(params.amount_to_capture, "amount_to_capture");
    if (amount > intent.amount_capturable) {
      throw invalid(
        "The amount_to_capture must be less than or equal to the amount_capturable.",
        "amount_to_capture",
      );
    }
    intent.status = "succeeded";
    intent.amount_received = amount;
    intent.amount_capturable = 0;
    const charge = chargeOf(intent);
    if (charge) charge.captured = true;
    return present(intent, (params.expand as string[]) ?? []);
  }

  function cancel(intent: Intent, params: Params): Json {
    only(params, ["cancellation_reason", "expand"]);
    if (
      !["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action"].includes(
        intent.status,
      )
    ) {
      throw unexpected(intent, "canceled");
    }
    intent.status = "canceled";
    intent.amount_capturable = 0;
    return present(intent);
  }

  function refund(params: Params): Json {
    only(params, ["payment_intent", "amount", "reason", "metadata"]);
    const intent = intentOr404(String(params.payment_intent ?? ""));
    if (intent.status !== "succeeded")
      throw invalid(
        "This PaymentIntent does not have a successful charge to refund.",
        "payment_intent",
        "charge_not_refundable",
      );
    const left = intent.amount_received - intent.refunded;
    const amount = params.amount === undefined ? left : intPositive(params.amount, "amount");
    if (amount > left) {
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        "amount",
        "amount_too_large",
      );
    }
    if (
      params.reason &&
      !["duplicate", "fraudulent", "requested_by_customer"].includes(String(params.reason))
    )
      throw invalid("Invalid reason", "reason");
    intent.refunded += amount;
    const charge = chargeOf(intent);
    if (charge) {
      charge.amount_refunded = intent.refunded;
      charge.refunded = intent.refunded >= intent.amount_received;
      emit("charge.refunded", charge);
    }
    return {
      id: id("re"),
      object: "refund",
      amount,
      payment_intent: intent.id,
      status: "succeeded",
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
    };
  }

  /** Stripe.js's side (publishable key): a ConfirmationToken from card fields. */
  function createConfirmationToken(params: Params): Json {
    const data = params.payment_method_data as Params | undefined;
    const card = data?.card as Params | undefined;
    const number = String(card?.number ?? "").replace(/\s/g, "");
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
      throw new StripeError(402, {
        type: "card_error",
        code: "incorrect_number",
        message: "Your card number is incorrect.",
        param: "number",
      });
    }
    const known = TEST_CARDS[number];
    if (!known)
      throw new StripeError(402, {
        type: "card_error",
        code: "card_declined",
        decline_code: "test_mode_live_card",
        message: "Your card was declined. Your request was in test mode, but used a non test card.",
      });
    const expMonth = Number(card?.exp_month);
    const expYear = Number(card?.exp_year);
    if (!(expMonth >= 1 && expMonth <= 12) || expYear < 2000) {
      throw new StripeError(402, {
        type: "card_error",
        code: "invalid_expiry_month",
        message: "Your card's expiration date is invalid.",
        param: "exp_month",
      });
    }
    if (!/^\d{3,4}$/.test(String(card?.cvc ?? ""))) {
      throw new StripeError(402, {
        type: "card_error",
        code: "invalid_cvc",
        message: "Your card's security code is invalid.",
        param: "cvc",
      });
    }
    const pm: PaymentMethod = {
      id: id("pm"),
      object: "payment_method",
      type: "card",
      card: { brand: known.brand, last4: number.slice(-4), exp_month: expMonth, exp_year: expYear },
      customer: null,
      number,
    };
    paymentMethods.set(pm.id, pm);
    const token = { id: id("ctoken"), paymentMethod: pm.id, used: false };
    confirmationTokens.set(token.id, token);
    return {
      id: token.id,
      object: "confirmation_token",
      payment_method_preview: { type: "card", card: publicPm(pm).card },
    };
  }

  async function route(
    method: string,
    path: string,
    params: Params,
    key: "secret" | "publishable",
  ): Promise<Json> {
    const secretOnly = () => {
      if (key !== "secret")
        throw new StripeError(
          401,
          {
            type: "invalid_request_error",
            message: "This API call cannot be made with a publishable API key. Please use a secret API key.",
          },
          false,
        );
    };
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    const intentAction = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    const pmPath = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === "POST" && path === "/v1/confirmation_tokens") return createConfirmationToken(params);
    if (method === "POST" && path === "/v1/customers") {
      secretOnly();
      only(params, ["email", "name", "metadata", "description"]);
      const customer = {
        id: id("cus"),
        object: "customer",
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      secretOnly();
      return createIntent(params);
    }
    if (intentPath && method === "GET") {
      const intent = intentOr404(decodeURIComponent(intentPath[1] ?? ""));
      if (key !== "secret" && params.client_secret !== intent.client_secret)
        throw invalid(
          "The client_secret provided does not match the client_secret associated with the PaymentIntent.",
          "client_secret",
        );
      return present(intent, (params.expand as string[]) ?? []);
    }
    if (intentAction && method === "POST") {
      secretOnly();
      const intent = intentOr404(decodeURIComponent(intentAction[1] ?? ""));
      return intentAction[2] === "capture" ? capture(intent, params) : cancel(intent, params);
    }
    if (method === "POST" && path === "/v1/refunds") {
      secretOnly();
      return refund(params);
    }
    const detachPath = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (detachPath && method === "POST") {
      secretOnly();
      only(params, ["expand"]);
      const pm = paymentMethods.get(decodeURIComponent(detachPath[1] ?? ""));
      if (!pm)
        throw new StripeError(
          404,
          { type: "invalid_request_error", code: "resource_missing", message: "No such PaymentMethod" },
          false,
        );
      if (!pm.customer)
        throw invalid(
          "The payment method you provided is not attached to a customer so detachment is impossible.",
        );
      pm.customer = null;
      pm.detached = true;
      return publicPm(pm);
    }
    if (pmPath && method === "GET") {
      secretOnly();
      const pm = paymentMethods.get(decodeURIComponent(pmPath[1] ?? ""));
      if (!pm)
        throw new StripeError(
          404,
          { type: "invalid_request_error", code: "resource_missing", message: "No such PaymentMethod" },
          false,
        );
      return publicPm(pm);
    }
    throw new StripeError(
      404,
      { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` },
      false,
    );
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const auth = /^Bearer (\S+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    const json = (status: number, body: Json, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json", "request-id": id("req"), ...headers },
      });
    if (auth !== secretKey && auth !== publishableKey) {
      return json(401, {
        error: {
          type: "invalid_request_error",
          message: `Invalid API Key provided: ${auth ? `${auth.slice(0, 8)}***` : "none"}`,
        },
      });
    }
    const key = auth === secretKey ? "secret" : "publishable";
    let params: Params;
    if (request.method === "POST") {
      const type = request.headers.get("content-type") ?? "";
      if (!type.startsWith("application/x-www-form-urlencoded")) {
        return json(400, {
          error: {
            type: "invalid_request_error",
            message:
              "Invalid request (check that your POST content type is application/x-www-form-urlencoded).",
          },
        });
      }
      params = parseForm(await request.text());
    } else {
      params = parseForm(url.search.slice(1));
    }
    const idempotencyKey = request.headers.get("idempotency-key");
    requests.push({ method: request.method, path: url.pathname, params, idempotencyKey, key });
    const fingerprint = `${request.method} ${url.pathname} ${JSON.stringify(params)}`;
    if (request.method === "POST" && idempotencyKey) {
      if (idempotencyKey.length > 255)
        return json(400, {
          error: {
            type: "invalid_request_error",
            message: "Idempotency keys must be at most 255 characters",
          },
        });
      const seen = idempotency.get(idempotencyKey);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          return json(400, {
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        }
        return new Response(seen.body, {
          status: seen.status,
          headers: { "content-type": "application/json", "idempotent-replayed": "true" },
        });
      }
    }
    let status = 200;
    let body: string;
    let save = true;
    try {
      body = JSON.stringify(await route(request.method, url.pathname, params, key));
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
      status = err.status;
      save = err.saved;
      body = JSON.stringify({ error: err.error });
    }
    if (request.method === "POST" && idempotencyKey && save)
      idempotency.set(idempotencyKey, { fingerprint, status, body });
    return new Response(body, { status, headers: { "content-type": "application/json" } });
  }

  return {
    secretKey,
    publishableKey,
    webhookSecret,
    requests,
    events,
    intents,
    /** Use as the adapter's fetch. */
    fetch: (input: string, init?: RequestInit) => handle(new Request(input, init)),
    handle,
    /** The customer passes (or fails) 3-D Secure for an intent waiting on it (what Stripe.js's modal does). */
    authenticate(clientSecret: string, approve: boolean): Json | null {
      const intent = [...intents.values()].find((i) => i.client_secret === clientSecret);
      if (intent?.status !== "requires_action") return null;
      if (!approve) {
        intent.status = "requires_payment_method";
        intent.last_payment_error = {
          type: "card_error",
          code: "payment_intent_authentication_failure",
          message: "We are unable to authenticate your payment method.",
        };
        return present(intent);
      }
      const pm = intent.payment_method ? paymentMethods.get(intent.payment_method) : undefined;
      if (pm) authorize(intent, pm);
      return present(intent);
    },
    /** The card network lets a hold lapse: the intent is canceled and charge.expired is sent. */
    expire(intentId: string) {
      const intent = intentOr404(intentId);
      intent.status = "canceled";
      intent.amount_capturable = 0;
      const charge = chargeOf(intent);
      if (charge) emit("charge.expired", charge);
      return events.at(-1);
    },
    /** An event as Stripe would deliver it: its body and a Stripe-Signature header (t, v1). */
    async signed(event: StripeEvent | undefined, at = now(), secret = webhookSecret) {
      const payload = JSON.stringify(event);
      return { payload, header: `t=${at},v1=${await signStripePayload(secret, at, payload)}` };
    },
    /** A payment method object on a customer, for tests that start from a saved card. */
    paymentMethod: (pmId: string) => paymentMethods.get(pmId),
  };
}

export type StripeFake = ReturnType<typeof createStripeFake>;
