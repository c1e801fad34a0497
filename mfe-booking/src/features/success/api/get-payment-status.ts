import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/payments/status/{session_id}: the session as the processor sees it. */
export const getPaymentStatus = (sessionId: string, signal?: AbortSignal) =>
  api.get("/api/payments/status/{session_id}", { path: { session_id: sessionId }, signal });

export type SessionCheck = "checking" | "processing" | "success" | "expired" | "error" | "timeout";

export const POLL_INTERVAL_MS = 2000;
export const MAX_ATTEMPTS = 10;

type Status = Awaited<ReturnType<typeof getPaymentStatus>>;
const settled = (s: Status | undefined) => s?.payment_status === "paid" || s?.status === "expired";

/** Asked every 2 s until paid or expired, at most 10 answers; a failed request is not retried. */
export const paymentStatusQuery = (sessionId: string | null) =>
  queryOptions({
    queryKey: ["payment-status", sessionId],
    queryFn: ({ signal }) => getPaymentStatus(sessionId ?? "", signal),
    enabled: sessionId !== null,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      settled(query.state.data) || query.state.dataUpdateCount >= MAX_ATTEMPTS || query.state.error
        ? false
        : POLL_INTERVAL_MS,
  });

/**
 * SPEC.md section 4: paid → success; expired → expired; any other answer → processing and poll again;
 * a failed request → error; 10 answers without an outcome → timeout.
 */
export function usePaymentStatus(sessionId: string | null): SessionCheck {
  const { data, error, dataUpdatedAt } = useQuery(paymentStatusQuery(sessionId));
  const answers =
    useQueryClient().getQueryState(paymentStatusQuery(sessionId).queryKey)?.dataUpdateCount ?? 0;
  if (!sessionId || error) return "error";
  if (data?.payment_status === "paid") return "success";
  if (data?.status === "expired") return "expired";
  if (!dataUpdatedAt) return "checking";
  return answers >= MAX_ATTEMPTS ? "timeout" : "processing";
}
