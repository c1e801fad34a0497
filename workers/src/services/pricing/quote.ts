import type { ParsedQuoteRequest, QuoteResponse } from "@chauffeur/contract";
import type { Ctx } from "../core/context";
import { requirePickupDate } from "../core/pickup-date";
import type { MapsProvider } from "../places";
import { serviceAreaOf } from "../places/service-area";
import { priceTrip } from "./trip-price";

/**
 * Prices a trip, for a day that could be booked when it names one. Nothing is stored: a price check is not a customer's request (those are quote requests,
 * POST /api/quote-requests).
 */
export async function quoteTrip({
  ctx,
  input,
}: {
  ctx: Ctx & { readonly maps: MapsProvider };
  input: ParsedQuoteRequest;
}): Promise<QuoteResponse> {
  if (input.date) requirePickupDate(ctx, "date", input.date);
  if (input.returnTrip) requirePickupDate(ctx, "returnTrip.date", input.returnTrip.date);
  const hours = input.serviceType === "hourly" ? (input.hours ?? 3) : undefined;
  const { distance, returnDistance, breakdown } = await priceTrip(ctx.maps, serviceAreaOf(ctx.config), {
    ...input,
    hours,
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
