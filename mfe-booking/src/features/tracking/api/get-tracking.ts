import type { TrackView } from "@chauffeur/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/track/{token}: the ride as the private link shows it. */
export const getTracking = (token: string, signal?: AbortSignal) =>
  api.get("/api/track/{token}", { path: { token }, signal });

/** Asked again this often while the ride is live (the chauffeur shares a position every 15 s at most). */
export const TRACK_REFRESH_MS = 10_000;

const over = (view: TrackView | undefined) =>
  view !== undefined &&
  (view.status === "cancelled" ||
    view.status === "completed" ||
    view.rideStage === "completed" ||
    view.rideStage === "no_show");

/** Polled until the ride is over; a refused link (401/404) is not asked again. */
export const trackingQuery = (token: string) =>
  queryOptions({
    queryKey: ["track", token],
    queryFn: ({ signal }) => getTracking(token, signal),
    retry: false,
    refetchInterval: (query) => (query.state.error || over(query.state.data) ? false : TRACK_REFRESH_MS),
  });

export function useTracking(token: string) {
  const { data, error } = useQuery(trackingQuery(token));
  return { view: data ?? null, error: error?.message ?? null };
}
