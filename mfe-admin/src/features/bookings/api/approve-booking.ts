import { api } from "../../../lib/api-client";

/** POST /api/admin/bookings/{id}/approve: pending → confirmed. */
export const approveBooking = (id: string) => api.post("/api/admin/bookings/{id}/approve", { path: { id } });
