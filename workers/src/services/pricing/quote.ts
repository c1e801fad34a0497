import { NO_GRATUITY, type ParsedQuoteRequest, type QuoteResponse } from "@chauffeur/contract";
import type { Ctx } from "../core/context";
import { requirePickupDate } from "../core/pickup-date";
import type { MapsProvider } from "../places";
import { serviceAreaOf } from "../places/service-area";
import { priceTrip } from "./trip-price";
import { currentPricing, type PricingVersion } from "./versions";

/**
 * Prices a trip under the version in force, or under `pricing` (the console's preview of a draft), for a
 * day that could be booked when it names one. Nothing is stored: a price check is not a customer's request (those are quote requests,
 * POST /api/quote-requests).
 */
export async function quoteTrip({
  ctx,
  input,
  pricing,
}: {
  ctx: Ctx & { readonly maps: MapsProvider };
  input: ParsedQuoteRequest;
  pricing?: PricingVersion;
}): Promise<QuoteResponse> {
  if (input.date) requirePickupDate(ctx, "date", input.date);
  if (input.returnTrip) requirePickupDate(ctx, "returnTrip.date", input.returnTrip.date);
  const hours = input.serviceType === "hourly" ? (input.hours ?? 3) : undefined;
  const version = pricing ?? (await currentPricing(ctx.db));
  const price = await priceTrip(ctx.maps, serviceAreaOf(ctx.config), version, {
    ...input,
    time: input.tripTime,
    hours,
    // None unless asked for: the page offers the price rules' default share (gratuityDefaultPercent).
    gratuity: input.gratuity ?? NO_GRATUITY,
  });
  return {
    basePrice: price.breakdown.vehicle,
    distance: price.distance,
    returnDistance: price.returnDistance,
    hours: hours ?? null,
    vehicleType: input.vehicleType,
    serviceType: input.serviceType,
    breakdown: price.breakdown,
    lines: price.lines,
    pricingVersion: price.pricingVersion,
    childSeatPrice: version.rules.childSeatCents / 100,
    taxPercent: version.rules.taxPercent,
  };
}
