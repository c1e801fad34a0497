import type { Db } from "@chauffeur/db";
import type { Config } from "../../env";

/**
 * What every service call is given (`{ ctx, input }`): the database, the validated configuration and
 * the instant the request or job run acts as of. A domain that needs a provider asks for it beside
 * these (money: `payments`; places: `maps`); services/context.ts builds the whole context once.
 */
export interface Ctx {
  db: Db;
  config: Config;
  now: Date;
}

/**
 * What follows a booking change once it is committed (the money after an approval, a cancellation or a
 * ride's end): a use case hands it to the domain, which calls it with the booking's id after its write.
 */
export type FollowUp = (bookingId: string) => Promise<unknown>;

/** How the providers call out (fetch, or a test's fake of it). */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** The prefix of links in messages: SITE_URL without its trailing slash ("" keeps them relative). */
export const siteUrlOf = (config: Pick<Config, "SITE_URL">) => (config.SITE_URL ?? "").replace(/\/$/, "");
