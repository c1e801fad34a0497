import { api } from "../../../lib/api-client";

/** POST /api/admin/bookings/{id}/assign-driver?driver_id= (query only, SPEC.md): assign or reassign. */
export const assignDriver = (id: string, driverId: string) =>
  api.post("/api/admin/bookings/{id}/assign-driver", { path: { id }, query: { driver_id: driverId } });
