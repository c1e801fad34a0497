import type { ParsedQuoteRequest, QuoteResponse, ServiceArea } from "@chauffeur/contract";
import type { MapsProvider } from "../places";
import { priceTrip } from "./trip-price";

/**
 * Prices a trip. Nothing is stored: a price check is not a customer's request (those are quote requests,
 * POST /api/quote-requests).
 */
export async function quoteTrip({
  maps,
  area,
  input,
}: {
  maps: MapsProvider;
  area: ServiceArea;
  input: ParsedQuoteRequest;
}): Promise<QuoteResponse> {
  const hours = input.serviceType === "hourly" ? (input.hours ?? 3) : undefined;
  const { distance, returnDistance, breakdown } = await priceTrip(maps, area, { ...input, hours });
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
