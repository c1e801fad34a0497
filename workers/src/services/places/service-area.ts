import { type ServiceArea, serviceAreaRefusal } from "@chauffeur/contract";
import type { Config } from "../../env";
import { OutsideServiceAreaError } from "../core/errors";

/** The deployment's service area (SERVICE_AREA_CENTER, SERVICE_AREA_NAME, SERVICE_AREA_RADIUS_MILES, MAX_TRIP_MILES). */
export function serviceAreaOf(config: Config): ServiceArea {
  const [lat = 0, lng = 0] = config.SERVICE_AREA_CENTER.split(",").map(Number);
  return {
    name: config.SERVICE_AREA_NAME,
    lat,
    lng,
    radiusMiles: config.SERVICE_AREA_RADIUS_MILES,
    maxTripMiles: config.MAX_TRIP_MILES,
  };
}

/** Throws 422 with the `outside_service_area` code and the reason when the trip is not booked online. */
export function requireServiceArea(area: ServiceArea, trip: Parameters<typeof serviceAreaRefusal>[1]) {
  const refusal = serviceAreaRefusal(area, trip);
  if (!refusal) return;
  // The pickup alone refused is the pickup's; else the trip is too long, which its destination decides.
  const field = serviceAreaRefusal(area, { ...trip, miles: null }) ? "pickupLocation" : "destination";
  throw new OutsideServiceAreaError(refusal, field);
}
