import type { Ctx } from "../core/context";
import type { PaymentProvider } from "../payments";

/**
 * What every money operation needs: the shared context (database, configuration with the payment
 * policy's settings, the clock) and the card processor.
 */
export interface MoneyCtx extends Ctx {
  readonly payments: PaymentProvider;
}
