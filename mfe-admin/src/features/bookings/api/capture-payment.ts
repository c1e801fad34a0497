import type { AdminCapture } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/bookings/{id}/payment/capture: charge the hold now (all of it, or less). */
export const capturePayment = (id: string, body: AdminCapture, idempotencyKey: string) =>
  api.post("/api/admin/bookings/{id}/payment/capture", {
    path: { id },
    header: { "idempotency-key": idempotencyKey },
    body,
  });
