import type { CreateBooking } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/bookings; the same Idempotency-Key answers with the same booking (a double click, a retry). */
export const createBooking = (body: CreateBooking, idempotencyKey: string, accountToken?: string) =>
  api.post("/api/bookings", {
    body,
    header: { "idempotency-key": idempotencyKey },
    // A signed-in customer books as their account (the saved card, a company's account).
    ...(accountToken ? { token: accountToken } : {}),
  });
