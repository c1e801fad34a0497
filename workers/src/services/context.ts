import type { Db } from "@chauffeur/db";
import type { Config } from "../env";
import type { Ctx, FetchFn } from "./core/context";
import { type FlightStatusProvider, flightProviderFor } from "./flights";
import type { Transports } from "./outbox/send-outbox";
import { transportsFor } from "./outbox/transports";
import { type PaymentProvider, paymentProviderFor } from "./payments";
import { type MapsProvider, mapsProviderFor } from "./places";

/**
 * The services context: built once per request (http middleware) or job run (the cron, POST
 * /api/admin/jobs/run) and handed to every service as `ctx`. Each domain's own context (MoneyCtx, ...)
 * is a part of it. The providers are made on first use, so a request that needs none builds none.
 */
export interface Services extends Ctx {
  /** The card processor (PAYMENT_PROVIDER: Stripe, or the sandbox in D1). */
  readonly payments: PaymentProvider;
  /** Places and distances (Google, Photon, or the gazetteer in D1). */
  readonly maps: MapsProvider;
  /** Flight status (FLIGHT_API_URL), or null when none is configured. */
  readonly flights: FlightStatusProvider | null;
  /** The carriers of queued messages: e-mail and SMS, each when configured. */
  readonly transports: Transports;
  /** Where released micro-frontend builds are kept (the REMOTES bucket). */
  readonly bucket: R2Bucket;
}

export interface ServicesInput {
  db: Db;
  config: Config;
  bucket: R2Bucket;
  /** The instant the request or run acts as of; now unless a development run names another. */
  now?: Date;
  /** How providers reach outside services (tests pass their fakes' fetch). */
  fetchFn?: FetchFn;
}

export function servicesFor({ db, config, bucket, now = new Date(), fetchFn }: ServicesInput): Services {
  let payments: PaymentProvider | undefined;
  let maps: MapsProvider | undefined;
  let flights: FlightStatusProvider | null | undefined;
  let transports: Transports | undefined;
  return {
    db,
    config,
    now,
    bucket,
    get payments() {
      payments ??= paymentProviderFor(config, { db, fetchFn, clock: () => now.getTime() });
      return payments;
    },
    get maps() {
      maps ??= mapsProviderFor({ db, config, fetchFn });
      return maps;
    },
    get flights() {
      if (flights === undefined) flights = flightProviderFor(config, fetchFn);
      return flights;
    },
    get transports() {
      transports ??= transportsFor(config, fetchFn);
      return transports;
    },
  };
}
