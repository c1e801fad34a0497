import { api } from "../../../lib/api-client";

/**
 * POST /api/admin/bookings/{id}/assign-driver?driver_id= (SPEC.md): assign or reassign. A driver whose
 * ride clashes is assigned only with `overrideReason`, which the history keeps and the chauffeur is told.
 */
export const assignDriver = (id: string, driverId: string, overrideReason?: string) =>
  api.post("/api/admin/bookings/{id}/assign-driver", {
    path: { id },
    query: { driver_id: driverId },
    ...(overrideReason ? { body: { override: true as const, reason: overrideReason } } : {}),
  });
