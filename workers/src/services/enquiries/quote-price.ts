import {
  movedQuoteCents,
  type ParsedQuoteTimes,
  type PickupWindow,
  type QuotedRidePrice,
  type QuotePrice,
  RETURN_BEFORE_OUTBOUND,
  serviceInstant,
} from "@chauffeur/contract";
import type { QuoteRequestRow } from "@chauffeur/db";
import { checkPickup } from "../bookings/create";
import type { Ctx } from "../core/context";
import { BadRequestError, UnprocessableError } from "../core/errors";
import { currentPricing, type PricingVersion, pricingVersionOf } from "../pricing/versions";

/** The instant of a day and time in New York (ms), or null for a time that day skips. */
const instantOf = (date: string, time: string) => serviceInstant(date, time)?.getTime() ?? null;

/** One ride of the quote at its picked day and time; the quoted day at any time keeps the quoted price. */
function ridePrice(
  pricing: PricingVersion,
  quoted: { cents: number; date: string },
  picked: { date: string; time: string },
): QuotedRidePrice {
  const pickupAt = instantOf(picked.date, picked.time) ?? 0;
  const { cents, added, removed } = movedQuoteCents(pricing.rules, {
    cents: quoted.cents,
    quotedAt: instantOf(quoted.date, picked.time) ?? pickupAt,
    pickupAt,
  });
  return { ...picked, quotedCents: quoted.cents, amountCents: cents, added, removed };
}

/**
 * A quote's price at the times picked, with the rules it was made under (the booking keeps them), and the
 * pickup window the booking is checked against (a short-notice quote's agrees to its pickup).
 */
export interface PricedQuote {
  price: QuotePrice;
  pricing: PricingVersion;
  window: PickupWindow;
}

/**
 * The pickup window a quote's outbound ride is held to: the operator's, except at the pickup a short-notice
 * request asked for, which the dispatcher agreed to by quoting it: there only the past is refused.
 */
function windowFor(row: QuoteRequestRow, picked: { date: string; time: string }, policy: PickupWindow) {
  const agreed = row.pickupTime !== null && picked.date === row.date && picked.time === row.pickupTime;
  return agreed ? { ...policy, leadTimeMinutes: 0 } : policy;
}

/**
 * A quote at the day and time the customer picks (and a round trip's return): the pickup checked as a
 * booking's (lead time, horizon: 400/422 naming the field), the return after the outbound, then each ride
 * priced with the rules the quote was made under (`movedQuoteCents`): the quoted day keeps its price,
 * another day is re-priced with those rules' surcharges of the day and the time. docs/decisions/030.
 */
export async function priceQuoteAt(
  ctx: Ctx,
  row: QuoteRequestRow,
  times: ParsedQuoteTimes,
): Promise<PricedQuote> {
  const policy = ctx.config.BOOKING_POLICY;
  const outbound = { date: times.date ?? row.date, time: times.time };
  const window = windowFor(row, outbound, policy);
  checkPickup(outbound.date, outbound.time, "time", ctx.now, window);
  let back: { date: string; time: string } | null = null;
  if (row.returnDate && row.quoteReturnCents !== null) {
    if (!times.returnTime) throw new BadRequestError("returnTime: choose the return ride's pickup time");
    back = { date: times.returnDate ?? row.returnDate, time: times.returnTime };
    checkPickup(back.date, back.time, "returnTrip.time", ctx.now, policy);
    if ((instantOf(back.date, back.time) ?? 0) <= (instantOf(outbound.date, outbound.time) ?? 0)) {
      throw new UnprocessableError(`returnTime: ${RETURN_BEFORE_OUTBOUND}`);
    }
  } else if (times.returnDate || times.returnTime) {
    throw new BadRequestError("returnDate: this quote is for a one-way ride");
  }
  const pricing =
    (row.quotePricingVersion !== null ? await pricingVersionOf(ctx.db, row.quotePricingVersion) : null) ??
    (await currentPricing(ctx.db));
  const out = ridePrice(pricing, { cents: row.quoteCents ?? 0, date: row.date }, outbound);
  const ret =
    back && row.returnDate
      ? ridePrice(pricing, { cents: row.quoteReturnCents ?? 0, date: row.returnDate }, back)
      : null;
  const changed = [out, ret].some((r) => r !== null && r.amountCents !== r.quotedCents);
  return {
    price: { outbound: out, return: ret, totalCents: out.amountCents + (ret?.amountCents ?? 0), changed },
    pricing,
    window,
  };
}
