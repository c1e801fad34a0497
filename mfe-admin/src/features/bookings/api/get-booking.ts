import { api } from "../../../lib/api-client";

/** GET /api/admin/bookings/{id}: the booking and its history. */
export const getBooking = (id: string) => api.get("/api/admin/bookings/{id}", { path: { id } });
