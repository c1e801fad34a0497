import { useCallback, useEffect, useRef, useState } from "react";

/** Refresh interval of every list: new bookings appear without a reload. */
export const REFRESH_MS = 30_000;

/**
 * Loads data now, again whenever `key` changes (filters, page, or the dashboard's refresh counter after
 * an action), and every 30 seconds, without unmounting what is shown. An answer that arrives after a
 * newer call started is dropped.
 */
export function usePolled<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const latest = useRef(0);
  const run = useCallback(async () => {
    // Only the newest call may answer: a slow reply for "ab" must not replace the one for "abc".
    const call = ++latest.current;
    try {
      const next = await loadRef.current();
      if (call !== latest.current) return;
      setData(next);
      setError(null);
    } catch (err) {
      if (call !== latest.current) return;
      setError(err instanceof Error ? err.message : String(err));
    }
  }, []);
  useEffect(() => {
    void run();
    const timer = setInterval(() => void run(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [run, key]);
  return { data, error, reload: run };
}
