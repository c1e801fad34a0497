import { useEffect, useState } from "react";

/** The current time in epoch milliseconds, read again every `everyMs` (clocks, "opens at", lead times). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
