import type { FetchFn } from "../core/context";
import type { AuthorizeRequest, AuthorizeResult, Card, IntentStatus, PaymentProvider } from "./provider";
import { type StripeErrorBody, type StripeIntent, stripeClient } from "./stripe-http";

const EXPAND = ["latest_charge", "payment_method"];

function cardOf(intent: StripeIntent): Card | null {
  const pm = intent.payment_method;
  return pm && typeof pm === "object" && pm.card ? { brand: pm.card.brand, last4: pm.card.last4 } : null;
}
const pmId = (intent: StripeIntent) =>
  typeof intent.payment_method === "string" ? intent.payment_method : (intent.payment_method?.id ?? null);
function captureBefore(intent: StripeIntent): number | null {
  const charge = intent.latest_charge;
  const seconds =
    charge && typeof charge === "object" ? charge.payment_method_details?.card?.capture_before : undefined;
  return seconds ? seconds * 1000 : null;
}

function declined(error: StripeErrorBody, status: number): AuthorizeResult {
  const ref = error.payment_intent?.id ?? null;
  if (error.type === "card_error") {
    const funds = error.decline_code === "insufficient_funds" || error.code === "insufficient_funds";
    return funds
      ? {
          outcome: "declined",
          reason: "insufficient_funds",
          message: "Your card has insufficient funds.",
          ref,
        }
      : { outcome: "declined", reason: "declined", message: error.message ?? "Your card was declined.", ref };
  }
  if (status === 400 || status === 404) {
    return { outcome: "declined", reason: "invalid_token", message: "The payment token is not valid.", ref };
  }
  return { outcome: "declined", reason: "declined", message: error.message ?? "The payment failed.", ref };
}

/**
 * Stripe's manual-capture model over its HTTP API. The booking's $1 check is a PaymentIntent confirmed
 * with the page's ConfirmationToken (or PaymentMethod) and `setup_future_usage=off_session` on a
 * Customer, which saves the card; the fare hold is an off-session PaymentIntent on that saved card
 * (Stripe's "save during payment, charge later"). Captures may be partial; the rest is released.
 */
export function stripeProvider(
  secretKey: string,
  apiBase: string,
  fetchFn: FetchFn = fetch,
): PaymentProvider {
  const call = stripeClient(secretKey, apiBase, fetchFn);

  async function customerFor(request: AuthorizeRequest): Promise<string | null> {
    if ("customerRef" in request.source) return request.source.customerRef;
    if (!request.save) return null;
    if (request.save.customerRef) return request.save.customerRef;
    const created = await call<{ id: string }>(
      "POST",
      "/v1/customers",
      { email: request.save.email, name: request.save.name },
      `${request.idempotencyKey}:customer`,
    );
    if (!created.ok) return null;
    return created.body.id;
  }

  function authorized(intent: StripeIntent): AuthorizeResult {
    return {
      outcome: "authorized",
      ref: intent.id,
      captureBefore: captureBefore(intent),
      card: cardOf(intent),
      customerRef: intent.customer ?? null,
      paymentMethodRef: pmId(intent),
    };
  }

  return {
    name: "stripe",
    async authorize(request) {
      const customer = await customerFor(request);
      const source =
        "token" in request.source
          ? request.source.token.startsWith("ctoken_")
            ? { confirmation_token: request.source.token }
            : { payment_method: request.source.token }
          : { payment_method: request.source.paymentMethodRef };
      const answer = await call<StripeIntent>(
        "POST",
        "/v1/payment_intents",
        {
          amount: request.amountCents,
          currency: request.currency,
          capture_method: "manual",
          confirm: true,
          customer,
          ...source,
          payment_method_types: ["card"],
          setup_future_usage: request.save ? "off_session" : undefined,
          off_session: request.offSession ? true : undefined,
          description: request.description,
          metadata: request.metadata,
          expand: EXPAND,
        },
        request.idempotencyKey,
      );
      if (!answer.ok) {
        const pi = answer.error.payment_intent;
        if (answer.error.code === "authentication_required" && pi?.client_secret) {
          return {
            outcome: "action_required",
            ref: pi.id,
            clientSecret: pi.client_secret,
            message: "Your bank asks you to confirm this payment.",
          };
        }
        return declined(answer.error, answer.status);
      }
      const intent = answer.body;
      if (intent.status === "requires_capture") return authorized(intent);
      if (intent.status === "requires_action" && intent.client_secret) {
        return {
          outcome: "action_required",
          ref: intent.id,
          clientSecret: intent.client_secret,
          message: "Your bank asks you to confirm this payment.",
        };
      }
      return { outcome: "declined", reason: "declined", message: "Your card was declined.", ref: intent.id };
    },
    async capture({ ref, amountCents, idempotencyKey }) {
      const answer = await call<StripeIntent>(
        "POST",
        `/v1/payment_intents/${encodeURIComponent(ref)}/capture`,
        { amount_to_capture: amountCents },
        idempotencyKey,
      );
      return answer.ok
        ? { ok: true, ref }
        : { ok: false, message: answer.error.message ?? "Capture refused" };
    },
    async cancel({ ref, idempotencyKey }) {
      const answer = await call<StripeIntent>(
        "POST",
        `/v1/payment_intents/${encodeURIComponent(ref)}/cancel`,
        {},
        idempotencyKey,
      );
      if (answer.ok || answer.error.payment_intent?.status === "canceled") return { ok: true, ref };
      return { ok: false, message: answer.error.message ?? "Release refused" };
    },
    async refund({ ref, amountCents, reason, idempotencyKey }) {
      const answer = await call<{ id: string }>(
        "POST",
        "/v1/refunds",
        {
          payment_intent: ref,
          amount: amountCents,
          reason: "requested_by_customer",
          metadata: { reason: reason.slice(0, 500) },
        },
        idempotencyKey,
      );
      return answer.ok
        ? { ok: true, ref: answer.body.id }
        : { ok: false, message: answer.error.message ?? "Refund refused" };
    },
    async detach({ paymentMethodRef }) {
      // Stripe: POST /v1/payment_methods/{id}/detach, no parameters; permanent, the card cannot be used again.
      const answer = await call<{ id: string; customer: string | null }>(
        "POST",
        `/v1/payment_methods/${encodeURIComponent(paymentMethodRef)}/detach`,
      );
      if (answer.ok) return { ok: true, ref: answer.body.id };
      // Detached already (by an earlier attempt whose answer was lost): what was asked is done.
      if (/not attached to a customer/i.test(answer.error.message ?? ""))
        return { ok: true, ref: paymentMethodRef };
      return { ok: false, message: answer.error.message ?? "Removing the card was refused" };
    },
    async retrieve(ref): Promise<IntentStatus> {
      const answer = await call<StripeIntent>("GET", `/v1/payment_intents/${encodeURIComponent(ref)}`, {
        expand: EXPAND,
      });
      if (!answer.ok)
        return {
          status: "failed",
          amountCapturable: 0,
          amountReceived: 0,
          amountRefunded: 0,
          captureBefore: null,
          card: null,
          customerRef: null,
          paymentMethodRef: null,
        };
      const intent = answer.body;
      const status: IntentStatus["status"] =
        intent.status === "requires_capture" ||
        intent.status === "succeeded" ||
        intent.status === "canceled" ||
        intent.status === "requires_action"
          ? intent.status
          : "failed";
      return {
        status,
        amountCapturable: intent.amount_capturable,
        amountReceived: intent.amount_received,
        amountRefunded:
          intent.latest_charge && typeof intent.latest_charge === "object"
            ? (intent.latest_charge.amount_refunded ?? 0)
            : 0,
        captureBefore: captureBefore(intent),
        card: cardOf(intent),
        customerRef: intent.customer ?? null,
        paymentMethodRef: pmId(intent),
      };
    },
  };
}
