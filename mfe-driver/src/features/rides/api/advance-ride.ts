import type { RideStage } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/**
 * POST .../progress { stage }: one guarded step of an accepted ride, under the tap's idempotency key; a
 * tap sent after the fact (made offline) says when it was made; an early step, that it was confirmed.
 */
export const advanceRide = (
  driverId: string,
  bookingId: string,
  stage: RideStage,
  tap: { key: string; tappedAt?: string; confirmEarly?: boolean },
) =>
  api.post("/api/drivers/{driverId}/bookings/{bookingId}/progress", {
    path: { driverId, bookingId },
    header: { "idempotency-key": tap.key },
    body: {
      stage,
      ...(tap.tappedAt ? { tappedAt: tap.tappedAt } : {}),
      ...(tap.confirmEarly ? { confirmEarly: true } : {}),
    },
  });
