import {
  type AdminCapture,
  type AdminRefund,
  type AdminRelease,
  PaymentActionResult,
} from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

const post = (id: string, action: "capture" | "release" | "refund", body: unknown) =>
  apiFetch(`/api/admin/bookings/${encodeURIComponent(id)}/payment/${action}`, PaymentActionResult, {
    method: "POST",
    body: JSON.stringify(body),
  });

export const capturePayment = (id: string, input: AdminCapture) => post(id, "capture", input);
export const releasePayment = (id: string, input: AdminRelease) => post(id, "release", input);
export const refundPayment = (id: string, input: AdminRefund) => post(id, "refund", input);
