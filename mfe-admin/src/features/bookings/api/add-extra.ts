import type { AdminAddExtra } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/**
 * POST /api/admin/bookings/{id}/extras: a toll, parking, a sign or another cost of the ride, with the
 * click's Idempotency-Key (a double click adds it, and charges it, once).
 */
export const addExtra = (id: string, body: AdminAddExtra, idempotencyKey: string) =>
  api.post("/api/admin/bookings/{id}/extras", {
    path: { id },
    header: { "idempotency-key": idempotencyKey },
    body,
  });
