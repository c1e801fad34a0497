import type { DriverRide } from "@chauffeur/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { REFRESH_MS } from "../../../config";
import { getRides } from "../api/get-rides";

/**
 * The driver's rides, loaded now, every 30 seconds, and whenever the phone brings the tab back (focus or
 * visibilitychange), since a dispatcher may have reassigned or cancelled a ride meanwhile.
 */
export function useRides(driverId: string) {
  const [rides, setRides] = useState<DriverRide[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loading = useRef(false);

  const reload = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    try {
      setRides(await getRides(driverId));
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      loading.current = false;
    }
  }, [driverId]);

  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void reload();
    };
    window.addEventListener("focus", onVisible);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", onVisible);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [reload]);

  /** Shows the server's answer to an action at once, without waiting for the next load. */
  const replace = useCallback((ride: DriverRide) => {
    setRides((list) => list?.map((r) => (r.booking.id === ride.booking.id ? ride : r)) ?? null);
  }, []);

  return { rides, error, reload, replace };
}
