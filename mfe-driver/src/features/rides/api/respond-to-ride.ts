import { RideActionResult } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

/** POST .../respond?accept=&notes= (SPEC.md: query only, no body); answers the server's message. */
export function respondToRide(driverId: string, bookingId: string, accept: boolean, notes: string) {
  const query = new URLSearchParams({ accept: String(accept) });
  if (notes.trim()) query.set("notes", notes.trim());
  const path = `/api/drivers/${encodeURIComponent(driverId)}/bookings/${encodeURIComponent(bookingId)}/respond`;
  return apiFetch(`${path}?${query}`, RideActionResult, { method: "POST" });
}
