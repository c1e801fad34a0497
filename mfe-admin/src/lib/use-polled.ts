import { useCallback, useEffect, useRef, useState } from "react";

/** Refresh interval of every list: new bookings appear without a reload. */
export const REFRESH_MS = 30_000;

/**
 * Loads data now, again whenever `key` changes (filters, page, or the dashboard's refresh counter after
 * an action), and every 30 seconds, without unmounting what is shown.
 */
export function usePolled<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const run = useCallback(async () => {
    try {
      setData(await loadRef.current());
      setError(null);
    } catch (err) {
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
