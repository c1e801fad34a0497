import { api } from "../../../lib/api-client";

/** GET /api/payments/status/{session_id}: the session as the processor sees it. */
export const getPaymentStatus = (sessionId: string, signal?: AbortSignal) =>
  api.get("/api/payments/status/{session_id}", { path: { session_id: sessionId }, signal });
