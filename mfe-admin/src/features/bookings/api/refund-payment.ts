import type { AdminRefund } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/bookings/{id}/payment/refund: give back part or all of what was charged. */
export const refundPayment = (id: string, body: AdminRefund, idempotencyKey: string) =>
  api.post("/api/admin/bookings/{id}/payment/refund", {
    path: { id },
    header: { "idempotency-key": idempotencyKey },
    body,
  });
