import { useEffect, useState } from "react";
import { getPaymentStatus } from "../api/get-payment-status";

export type SessionCheck = "checking" | "processing" | "success" | "expired" | "error" | "timeout";

export const POLL_INTERVAL_MS = 2000;
export const MAX_ATTEMPTS = 10;

/**
 * SPEC.md section 4: polls every 2 s, at most 10 times. paid → success; expired → expired; any other
 * answer → processing and poll again; a failed request → error; 10 answers without an outcome → timeout.
 */
export function usePaymentStatus(sessionId: string | null): SessionCheck {
  const [state, setState] = useState<SessionCheck>(sessionId ? "checking" : "error");
  useEffect(() => {
    if (!sessionId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (attempt: number) => {
      try {
        const s = await getPaymentStatus(sessionId, controller.signal);
        if (s.payment_status === "paid") return setState("success");
        if (s.status === "expired") return setState("expired");
        if (attempt >= MAX_ATTEMPTS) return setState("timeout");
        setState("processing");
        timer = setTimeout(() => void check(attempt + 1), POLL_INTERVAL_MS);
      } catch {
        if (!controller.signal.aborted) setState("error");
      }
    };
    void check(1);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sessionId]);
  return state;
}
