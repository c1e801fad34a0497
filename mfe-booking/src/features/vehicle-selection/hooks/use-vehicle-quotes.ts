import { type PriceBreakdown, type PriceInput, VEHICLE_TYPES, type VehicleType } from "@chauffeur/contract";
import { useEffect, useState } from "react";
import { getQuote } from "../api/get-quote";

export interface QuoteTrip {
  pickupLocation: string;
  destination: string;
  date: string;
  time: string;
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
  return { serviceType: "one-way", vehicleType, distanceMiles: trip.miles, childSeats: trip.childSeats };
}

export type VehicleQuotes = Partial<Record<VehicleType, PriceBreakdown>>;

/** Both vehicles' prices for the trip, asked again whenever the trip, hours or child seats change. */
export function useVehicleQuotes(trip: QuoteTrip): VehicleQuotes {
  const [quotes, setQuotes] = useState<VehicleQuotes>({});
  const key = JSON.stringify(trip);
  useEffect(() => {
    const t = JSON.parse(key) as QuoteTrip;
    const controller = new AbortController();
    setQuotes({});
    for (const vehicleType of VEHICLE_TYPES) {
      const price = priceInput(t, vehicleType);
      if (!price) continue;
      getQuote({ ...t, price }, controller.signal)
        .then((b) => setQuotes((q) => ({ ...q, [vehicleType]: b })))
        .catch(() => {
          // Aborted: a newer question is on its way.
        });
    }
    return () => controller.abort();
  }, [key]);
  return quotes;
}
