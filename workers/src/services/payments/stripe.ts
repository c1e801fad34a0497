import type { AuthorizationResult, PaymentProvider } from "./provider";

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

interface StripeError {
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}

/**
 * Stripe's manual-capture authorization: one PaymentIntent, confirmed at once with the page's payment
 * method, left in `requires_capture` until the team captures the fare.
 */
export function stripeProvider(
  secretKey: string,
  apiBase: string,
  fetchFn: FetchFn = fetch,
): PaymentProvider {
  return {
    name: "stripe",
    async authorize(request): Promise<AuthorizationResult> {
      const form = new URLSearchParams({
        amount: String(request.amountCents),
        currency: request.currency,
        capture_method: "manual",
        confirm: "true",
        payment_method: request.token,
        "payment_method_types[]": "card",
        description: request.description,
      });
      const res = await fetchFn(`${apiBase.replace(/\/$/, "")}/v1/payment_intents`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
          "idempotency-key": request.idempotencyKey,
        },
        body: form.toString(),
      });
      const body = (await res.json().catch(() => ({}))) as { id?: string; status?: string } & StripeError;
      if (res.ok && body.id && body.status === "requires_capture") return { ok: true, providerRef: body.id };
      const err = body.error;
      if (err?.type === "card_error") {
        const funds = err.decline_code === "insufficient_funds" || err.code === "insufficient_funds";
        return funds
          ? { ok: false, reason: "insufficient_funds", message: "Your card has insufficient funds." }
          : { ok: false, reason: "declined", message: err.message ?? "Your card was declined." };
      }
      if (res.status === 400 || res.status === 404) {
        return { ok: false, reason: "invalid_token", message: "The payment token is not valid." };
      }
      // Anything else (auth failure, outage, unexpected state) is our problem, not the customer's card.
      throw new Error(
        `Stripe authorization failed with HTTP ${res.status} (${body.status ?? err?.code ?? "no status"})`,
      );
    },
  };
}
