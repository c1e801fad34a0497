import type { PaymentsConfig } from "@chauffeur/contract";
import type { Stripe, StripeElements } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { BillingDetails, CardCollector } from "./collector";

let standIn: Promise<void> | null = null;

/** A configured Stripe.js (a stand-in in tests) is put in the page first; loadStripe then uses it. */
function loadScript(url: string): Promise<void> {
  standIn ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      standIn = null;
      reject(new Error("Stripe.js did not load"));
    };
    document.head.append(script);
  });
  return standIn;
}

/** Stripe.js, only on the pages that take a card and only when /api/config names Stripe. */
export async function loadStripeJs(config: PaymentsConfig & { publishableKey: string }): Promise<Stripe> {
  if (config.stripeJsUrl) await loadScript(config.stripeJsUrl);
  const stripe = await loadStripe(config.publishableKey);
  if (!stripe) throw new Error("Stripe.js is not available");
  return stripe;
}

/**
 * Stripe's Payment Element in the deferred-intent mode: manual capture, saved for off-session use, the
 * ConfirmationToken made here and the PaymentIntent confirmed by our server (cards only: the server
 * asks for `payment_method_types=card`; the Stripe account's payment methods should be cards too).
 */
export function mountPaymentElement(stripe: Stripe, node: HTMLElement, amountCents: number) {
  const elements = stripe.elements({
    mode: "payment",
    amount: amountCents,
    currency: "usd",
    captureMethod: "manual",
    setupFutureUsage: "off_session",
    paymentMethodCreation: "manual",
  });
  const element = elements.create("payment", {
    fields: { billingDetails: { name: "never", address: "never" } },
    layout: "tabs",
  });
  element.mount(node);
  return { elements, destroy: () => element.destroy() };
}

export function stripeCollector(stripe: Stripe, elements: StripeElements): CardCollector {
  return {
    provider: "stripe",
    async tokenize(billing: BillingDetails) {
      const submitted = await elements.submit();
      if (submitted.error)
        return { ok: false, message: submitted.error.message ?? "Please check your card details" };
      const { error, confirmationToken } = await stripe.createConfirmationToken({
        elements,
        params: {
          payment_method_data: {
            billing_details: {
              name: billing.name,
              // Every key, empty where not asked for: the element's own address fields are turned off.
              address: {
                line1: billing.line1,
                line2: "",
                city: billing.city,
                state: billing.state,
                postal_code: billing.postalCode,
                country: "US",
              },
            },
          },
        },
      });
      if (error || !confirmationToken)
        return { ok: false, message: error?.message ?? "Your card could not be read" };
      return { ok: true, token: confirmationToken.id };
    },
    async authenticate(clientSecret: string) {
      const { error } = await stripe.handleNextAction({ clientSecret });
      return error ? { ok: false, message: error.message } : { ok: true };
    },
  };
}
