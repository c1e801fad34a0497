import { useEffect, useState } from "react";
import { type DistanceQuery, getDistance, type TripDistance } from "../api/get-distance";

/** The trip's distance and end points; null while loading. */
export function useTripDistance(query: DistanceQuery | null): TripDistance | null {
  const [result, setResult] = useState<TripDistance | null>(null);
  const key = query ? JSON.stringify(query) : "";
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    getDistance(JSON.parse(key) as DistanceQuery, controller.signal)
      .then(setResult)
      .catch(() => {
        // Aborted: the trip changed or the step closed.
      });
    return () => controller.abort();
  }, [key]);
  return result;
}
