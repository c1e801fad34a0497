import { type BookingLookup, BookingLookupResult } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/bookings/lookup: the booking and a short-lived token for acting on it. */
export function lookupBooking(body: BookingLookup): Promise<BookingLookupResult> {
  return apiFetch("/api/bookings/lookup", BookingLookupResult, {
    method: "POST",
    body: JSON.stringify(body),
  });
}
