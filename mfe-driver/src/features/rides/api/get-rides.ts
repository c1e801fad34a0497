import { DriverRides } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/drivers/{id}/bookings: the driver's own rides. */
export function getRides(driverId: string) {
  return apiFetch(`/api/drivers/${encodeURIComponent(driverId)}/bookings`, DriverRides);
}
