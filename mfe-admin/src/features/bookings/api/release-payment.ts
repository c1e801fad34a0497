import type { AdminRelease } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/bookings/{id}/payment/release: let the hold on the customer's card go. */
export const releasePayment = (id: string, body: AdminRelease, idempotencyKey: string) =>
  api.post("/api/admin/bookings/{id}/payment/release", {
    path: { id },
    header: { "idempotency-key": idempotencyKey },
    body,
  });
