import type { BookingLookup } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/bookings/lookup: the booking and a short-lived token for acting on it. */
export const lookupBooking = (body: BookingLookup) => api.post("/api/bookings/lookup", { body });
