import type { QuoteStatus } from "@chauffeur/contract";
import { type QuoteRequestRow, quoteRequests } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { type Ctx, siteUrlOf } from "../core/context";
import { GoneError, NotFoundError } from "../core/errors";

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** SHA-256 of a link's token: only the hash is stored, so the table never holds a working link. */
export async function quoteTokenHash(token: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
}

/** A new private link for a quote: 256 random bits, URL-safe, its hash for the row. */
export async function newQuoteLink(ctx: Pick<Ctx, "config">) {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return { token, hash: await quoteTokenHash(token), link: `${siteUrlOf(ctx.config)}/quote?token=${token}` };
}

/** Where a request stands now: a quote past its validity is expired even before the job marks it. */
export function quoteStatusOf(
  row: Pick<QuoteRequestRow, "status" | "quoteValidUntil">,
  now: Date,
): QuoteStatus {
  if (row.status === "quoted" && row.quoteValidUntil && Date.parse(row.quoteValidUntil) <= now.getTime()) {
    return "expired";
  }
  return row.status as QuoteStatus;
}

export const QUOTE_LINK_INVALID = "This quote link is not valid.";
export const QUOTE_EXPIRED =
  "This quote has expired. Please call us or send a new request and we will quote again.";
export const QUOTE_USED = "This quote was already accepted: your booking is confirmed.";
export const QUOTE_DECLINED = "This quote was declined and is closed. Please call us if your plans change.";

/** The request a link names (404 for an unknown or replaced link). */
export async function requestOfLink(ctx: Ctx, token: string): Promise<QuoteRequestRow> {
  const row = await ctx.db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.quoteTokenHash, await quoteTokenHash(token)))
    .get();
  if (!row) throw new NotFoundError(QUOTE_LINK_INVALID);
  return row;
}

/** The request of a link that can still be accepted or declined: 410 for an expired, used or declined one. */
export async function openQuoteOf(ctx: Ctx, token: string): Promise<QuoteRequestRow> {
  const row = await requestOfLink(ctx, token);
  refuseClosedQuote(row, ctx.now);
  return row;
}

/** 410, in the customer's words, when a quote can no longer be answered. */
export function refuseClosedQuote(row: Pick<QuoteRequestRow, "status" | "quoteValidUntil">, now: Date) {
  const status = quoteStatusOf(row, now);
  if (status === "expired") throw new GoneError(QUOTE_EXPIRED);
  if (status === "accepted") throw new GoneError(QUOTE_USED);
  if (status === "declined") throw new GoneError(QUOTE_DECLINED);
  if (status !== "quoted") throw new NotFoundError(QUOTE_LINK_INVALID);
}
