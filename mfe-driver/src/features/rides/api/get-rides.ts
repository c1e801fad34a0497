import type { DriverRide } from "@chauffeur/contract";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { REFRESH_MS } from "../../../config";
import { api } from "../../../lib/api-client";

/** GET /api/drivers/{id}/bookings: the driver's own rides. */
export const getRides = (driverId: string) =>
  api.get("/api/drivers/{id}/bookings", { path: { id: driverId } });

/**
 * Polled every 30 seconds and asked again whenever the phone brings the tab back (the cache refetches
 * on focus), since a dispatcher may have reassigned or cancelled a ride meanwhile.
 */
export const ridesQuery = (driverId: string) =>
  queryOptions({
    queryKey: ["driver", driverId, "rides"],
    queryFn: () => getRides(driverId),
    refetchInterval: REFRESH_MS,
    // Asked even when the phone says it is offline: the app's service worker answers with the rides as
    // last loaded (src/offline).
    networkMode: "offlineFirst",
  });

export function useRides(driverId: string) {
  const client = useQueryClient();
  const { data, error } = useQuery(ridesQuery(driverId));
  /** Shows the server's answer to an action at once, without waiting for the next load. */
  const replace = useCallback(
    (ride: DriverRide) =>
      client.setQueryData(ridesQuery(driverId).queryKey, (list) =>
        list?.map((r) => (r.booking.id === ride.booking.id ? ride : r)),
      ),
    [client, driverId],
  );
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: ridesQuery(driverId).queryKey }),
    [client, driverId],
  );
  return { rides: data ?? null, error: error?.message ?? null, replace, refresh };
}
