import type { AdminCreateBooking } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/bookings: a caller's booking; the customer adds the card through the answered link. */
export const createBookingForCaller = (body: AdminCreateBooking) => api.post("/api/admin/bookings", { body });
