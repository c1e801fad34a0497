import { useRef } from "react";

/**
 * A money action sent with an Idempotency-Key, one per click: a second click while the first is still
 * on its way carries the same key, so the server acts once and answers both alike; a click after the
 * answer is a new request with a new key.
 */
export function usePerClick<I, O>(action: (input: I, idempotencyKey: string) => Promise<O>) {
  const inFlight = useRef<string | null>(null);
  const latest = useRef(action);
  latest.current = action;
  return useRef(async (input: I): Promise<O> => {
    const key = inFlight.current ?? crypto.randomUUID();
    inFlight.current = key;
    try {
      return await latest.current(input, key);
    } finally {
      if (inFlight.current === key) inFlight.current = null;
    }
  }).current;
}
