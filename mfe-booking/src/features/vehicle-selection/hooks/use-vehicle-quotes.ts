import { type PriceBreakdown, type PriceInput, VEHICLE_TYPES, type VehicleType } from "@chauffeur/contract";
import { useQueries } from "@tanstack/react-query";
import { quoteQuery } from "../api/get-quote";
import { outsideServiceArea } from "../lib/service-area";

export interface QuoteTrip {
  pickupLocation: string;
  destination: string;
  stops: string[];
  date: string;
  time: string;
  returnTrip?: { date: string; time: string } | undefined;
  serviceType: "one-way" | "hourly";
  /** Miles for one-way trips; null until known. */
  miles: number | null;
  hours: number;
  childSeats: number;
}

function priceInput(trip: QuoteTrip, vehicleType: VehicleType): PriceInput | null {
  if (trip.serviceType === "hourly") {
    return { serviceType: "hourly", vehicleType, hours: trip.hours, childSeats: trip.childSeats };
  }
  if (trip.miles === null) return null;
  return {
    serviceType: "one-way",
    vehicleType,
    distanceMiles: trip.miles,
    stops: trip.stops.length,
    // The page's own fallback: the return drive taken as long as the outbound (the server measures it).
    returnMiles: trip.returnTrip ? trip.miles : null,
    childSeats: trip.childSeats,
  };
}

export type VehicleQuotes = Partial<Record<VehicleType, PriceBreakdown>>;

/**
 * Both vehicles' prices for the trip, asked again whenever the trip, hours or child seats change; and,
 * when the server does not take the trip online (outside the service area), its reason instead.
 */
export function useVehicleQuotes(trip: QuoteTrip): { quotes: VehicleQuotes; outside: string | null } {
  const asked = VEHICLE_TYPES.flatMap((vehicleType) => {
    const price = priceInput(trip, vehicleType);
    return price ? [{ vehicleType, query: { ...trip, price } }] : [];
  });
  const answers = useQueries({ queries: asked.map((a) => ({ ...quoteQuery(a.query), retry: false })) });
  const quotes = Object.fromEntries(
    asked.flatMap((a, i) => (answers[i]?.data ? [[a.vehicleType, answers[i].data]] : [])),
  ) as VehicleQuotes;
  const outside = answers.map((a) => outsideServiceArea(a.error)).find((reason) => reason) ?? null;
  return { quotes, outside };
}
