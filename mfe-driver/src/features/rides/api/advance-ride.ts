import { RideActionResult, type RideStage } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

/** POST .../progress { stage }: one guarded step of an accepted ride. */
export function advanceRide(driverId: string, bookingId: string, stage: RideStage) {
  const path = `/api/drivers/${encodeURIComponent(driverId)}/bookings/${encodeURIComponent(bookingId)}/progress`;
  return apiFetch(path, RideActionResult, { method: "POST", body: JSON.stringify({ stage }) });
}
