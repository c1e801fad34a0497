import { type CancelBooking, CancelBookingResult } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/bookings/{reference}/cancel with the look-up's token; the token is passed, never stored. */
export function cancelBooking(
  reference: string,
  token: string,
  body: CancelBooking,
): Promise<CancelBookingResult> {
  return apiFetch(`/api/bookings/${encodeURIComponent(reference)}/cancel`, CancelBookingResult, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}
