import {
  MIN_HOURS,
  type ParsedQuoteRequest,
  type PriceInput,
  VEHICLE_TYPES,
  type VehicleType,
} from "@chauffeur/contract";
import { useQueries } from "@tanstack/react-query";
import { type QuotedPrice, quoteQuery } from "../api/get-quote";
import { notBookableOnline, type OfflineTrip } from "../lib/service-area";

/** The trip to price: the contract's POST /api/quote request, asked once per vehicle. */
export type QuoteTrip = Omit<ParsedQuoteRequest, "vehicleType">;

/** The same trip for the shared pricing function, when the server cannot answer; null until the miles are known. */
function localPriceInput(trip: QuoteTrip, vehicleType: VehicleType, miles: number | null): PriceInput | null {
  if (trip.serviceType === "hourly") {
    return {
      serviceType: "hourly",
      vehicleType,
      hours: trip.hours ?? MIN_HOURS,
      childSeats: trip.childSeats,
    };
  }
  if (miles === null) return null;
  return {
    serviceType: "one-way",
    vehicleType,
    distanceMiles: miles,
    stops: trip.stops.length,
    // The page's own fallback: the return drive taken as long as the outbound (the server measures it).
    returnMiles: trip.returnTrip ? miles : null,
    childSeats: trip.childSeats,
  };
}

export type VehicleQuotes = Partial<Record<VehicleType, QuotedPrice>>;

/**
 * Both vehicles' prices for the trip (`miles`: one-way trips' distance, null until known), asked again
 * whenever the trip, hours or child seats change; and, when the server does not take the trip online
 * (outside the service area, or a place it does not know), its reason instead.
 */
export function useVehicleQuotes(
  trip: QuoteTrip,
  miles: number | null,
): { quotes: VehicleQuotes; outside: OfflineTrip | null } {
  const asked = VEHICLE_TYPES.flatMap((vehicleType) => {
    const fallback = localPriceInput(trip, vehicleType, miles);
    return fallback ? [{ vehicleType, request: { ...trip, vehicleType }, fallback }] : [];
  });
  const answers = useQueries({
    queries: asked.map((a) => ({ ...quoteQuery(a.request, a.fallback), retry: false })),
  });
  const quotes = Object.fromEntries(
    asked.flatMap((a, i) => (answers[i]?.data ? [[a.vehicleType, answers[i].data]] : [])),
  ) as VehicleQuotes;
  const outside = answers.map((a) => notBookableOnline(a.error)).find((reason) => reason) ?? null;
  return { quotes, outside };
}
