import {
  localDistanceEstimate,
  type PriceBreakdown,
  quotePrice,
  type VehicleType,
} from "@chauffeur/contract";
import type { MapsProvider } from "./maps";

export interface TripInput {
  serviceType: "one-way" | "hourly";
  vehicleType: VehicleType;
  pickupLocation: string;
  destination: string;
  hours?: number;
  childSeats?: number;
}

/**
 * The server's own price for a trip (PRODUCT.md: the server owns the price). One-way trips are
 * measured by the maps provider; an end it cannot find falls back to SPEC.md's local estimate.
 */
export async function priceTrip(
  maps: MapsProvider,
  trip: TripInput,
): Promise<{ distance: number | null; hours: number | null; breakdown: PriceBreakdown }> {
  if (trip.serviceType === "hourly") {
    const hours = trip.hours ?? 0;
    const breakdown = quotePrice({
      serviceType: "hourly",
      vehicleType: trip.vehicleType,
      hours,
      childSeats: trip.childSeats,
    });
    return { distance: null, hours, breakdown };
  }
  const distance = await maps
    .distance({ pickup: trip.pickupLocation, destination: trip.destination })
    .then((d) => d.distance)
    .catch(() => localDistanceEstimate(trip.pickupLocation, trip.destination));
  const breakdown = quotePrice({
    serviceType: "one-way",
    vehicleType: trip.vehicleType,
    distanceMiles: distance,
    childSeats: trip.childSeats,
  });
  return { distance, hours: null, breakdown };
}
