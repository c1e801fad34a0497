import { NO_GRATUITY, type ParsedQuoteRequest, type QuoteResponse } from "@chauffeur/contract";
import type { Ctx } from "../core/context";
import type { MapsProvider } from "../places";
import { serviceAreaOf } from "../places/service-area";
import { priceTrip } from "./trip-price";

/**
 * Prices a trip. Nothing is stored: a price check is not a customer's request (those are quote requests,
 * POST /api/quote-requests).
 */
export async function quoteTrip({
  ctx,
  input,
}: {
  ctx: Ctx & { readonly maps: MapsProvider };
  input: ParsedQuoteRequest;
}): Promise<QuoteResponse> {
  const hours = input.serviceType === "hourly" ? (input.hours ?? 3) : undefined;
  const { distance, returnDistance, breakdown } = await priceTrip(ctx.maps, serviceAreaOf(ctx.config), {
    ...input,
    hours,
    // None unless asked for: the page offers the operator's default share (GRATUITY_DEFAULT_PERCENT).
    gratuity: input.gratuity ?? NO_GRATUITY,
  });
  return {
    basePrice: breakdown.vehicle,
    distance,
    returnDistance,
    hours: hours ?? null,
    vehicleType: input.vehicleType,
    serviceType: input.serviceType,
    breakdown,
  };
}
