import type { Db } from "@chauffeur/db";
import type { Config } from "../../env";
import type { FetchFn } from "../core/context";
import type { PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox";
import { stripeProvider } from "./stripe";

export * from "./provider";
export { getPaymentStatus } from "./sessions";

/** The configured processor: Stripe when its secret key is set (or chosen), else the sandbox. */
export function paymentProviderFor(
  config: Config,
  { db, fetchFn, clock }: { db: Db; fetchFn?: FetchFn; clock?: () => number },
): PaymentProvider {
  if (config.PAYMENT_PROVIDER === "stripe") {
    if (!config.STRIPE_SECRET_KEY)
      throw new Error("PAYMENT_PROVIDER is stripe but STRIPE_SECRET_KEY is missing");
    return stripeProvider(config.STRIPE_SECRET_KEY, config.STRIPE_API_BASE, fetchFn);
  }
  return sandboxProvider(db, clock);
}
