import { PaymentStatusResponse } from "@chauffeur/contract";
import { apiFetch } from "../../../lib/api-client";

/** GET /api/payments/status/{session_id}: the session as the processor sees it. */
export function getPaymentStatus(sessionId: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return apiFetch(`/api/payments/status/${encodeURIComponent(sessionId)}`, PaymentStatusResponse, { signal });
}
