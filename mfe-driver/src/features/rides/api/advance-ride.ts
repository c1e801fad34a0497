import type { RideStage } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST .../progress { stage }: one guarded step of an accepted ride. */
export const advanceRide = (driverId: string, bookingId: string, stage: RideStage) =>
  api.post("/api/drivers/{driverId}/bookings/{bookingId}/progress", {
    path: { driverId, bookingId },
    body: { stage },
  });
