import {
  localDistanceEstimate,
  type PriceBreakdown,
  quotePrice,
  type ServiceArea,
  type VehicleType,
} from "@chauffeur/contract";
import type { MapsProvider } from "./maps";
import { requireServiceArea } from "./service-area";

export interface TripInput {
  serviceType: "one-way" | "hourly";
  vehicleType: VehicleType;
  pickupLocation: string;
  destination: string;
  hours?: number;
  childSeats?: number;
}

/**
 * The server's own price for a trip (PRODUCT.md: the server owns the price), inside the service area
 * only (422 `outside_service_area` otherwise: the team quotes it). One-way trips are measured by the
 * maps provider; an end it cannot find falls back to SPEC.md's local estimate.
 */
export async function priceTrip(
  maps: MapsProvider,
  area: ServiceArea,
  trip: TripInput,
): Promise<{ distance: number | null; hours: number | null; breakdown: PriceBreakdown }> {
  if (trip.serviceType === "hourly") {
    const pickup = await maps.locate(trip.pickupLocation).catch(() => null);
    requireServiceArea(area, { pickup, pickupText: trip.pickupLocation });
    const hours = trip.hours ?? 0;
    const breakdown = quotePrice({
      serviceType: "hourly",
      vehicleType: trip.vehicleType,
      hours,
      childSeats: trip.childSeats,
    });
    return { distance: null, hours, breakdown };
  }
  const measured = await maps
    .distance({ pickup: trip.pickupLocation, destination: trip.destination })
    .catch(() => null);
  const distance = measured?.distance ?? localDistanceEstimate(trip.pickupLocation, trip.destination);
  requireServiceArea(area, { pickup: measured?.pickup, pickupText: trip.pickupLocation, miles: distance });
  const breakdown = quotePrice({
    serviceType: "one-way",
    vehicleType: trip.vehicleType,
    distanceMiles: distance,
    childSeats: trip.childSeats,
  });
  return { distance, hours: null, breakdown };
}
