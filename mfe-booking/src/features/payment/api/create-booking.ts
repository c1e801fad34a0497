import type { CreateBooking } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/bookings; the same Idempotency-Key answers with the same booking (a double click, a retry). */
export const createBooking = (body: CreateBooking, idempotencyKey: string) =>
  api.post("/api/bookings", { body, header: { "idempotency-key": idempotencyKey } });
