import { BookingReceipt, type CreateBooking } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

/** POST /api/bookings; the same Idempotency-Key answers with the same booking (a double click, a retry). */
export function createBooking(body: CreateBooking, idempotencyKey: string): Promise<BookingReceipt> {
  return apiFetch("/api/bookings", BookingReceipt, {
    method: "POST",
    headers: { "Idempotency-Key": idempotencyKey },
    body: JSON.stringify(body),
  });
}
