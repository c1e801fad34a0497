import type { Db } from "@chauffeur/db";
import type { Config } from "../../env";
import { type FetchFn, type PaymentProvider, paymentProviderFor } from "../payments";
import { linkCtxOf } from "../tracking/track-token";

/** What every money operation needs: the database, the processor, the clock and the policy's settings. */
export interface MoneyCtx {
  db: Db;
  provider: PaymentProvider;
  now: Date;
  /** Hold the fare this many days before pickup (PAYMENT_HOLD_DAYS). */
  holdDays: number;
  /** Renew a hold this many hours before it lapses (PAYMENT_RENEW_HOURS). */
  renewHours: number;
  linkTtlHours: number;
  /** Prefix of the payment link in messages ("" keeps it relative). */
  siteUrl: string;
  jwtSecret: string;
}

export function moneyFor({
  db,
  config,
  now = new Date(),
  fetchFn,
}: {
  db: Db;
  config: Config;
  now?: Date;
  fetchFn?: FetchFn;
}): MoneyCtx {
  return {
    db,
    provider: paymentProviderFor(config, { db, fetchFn, clock: () => now.getTime() }),
    now,
    holdDays: config.PAYMENT_HOLD_DAYS,
    renewHours: config.PAYMENT_RENEW_HOURS,
    linkTtlHours: config.PAYMENT_LINK_TTL_HOURS,
    siteUrl: linkCtxOf(config).siteUrl,
    jwtSecret: config.JWT_SECRET,
  };
}
