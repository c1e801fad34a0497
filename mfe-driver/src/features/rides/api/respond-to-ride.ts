import { api } from "../../../lib/api-client";

/** POST .../respond?accept=&notes= (SPEC.md: query only, no body); answers the server's message. */
export const respondToRide = (driverId: string, bookingId: string, accept: boolean, notes: string) =>
  api.post("/api/drivers/{driverId}/bookings/{bookingId}/respond", {
    path: { driverId, bookingId },
    query: { accept: accept ? "true" : "false", notes: notes.trim() || undefined },
  });
