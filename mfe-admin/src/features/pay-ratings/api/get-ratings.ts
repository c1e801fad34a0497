import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/ratings: the quarter's ratings, newest first; `low` only 3 stars or fewer. */
export const getRatings = (low: boolean) =>
  api.get("/api/admin/ratings", { query: { low: low ? "true" : "false" } });

export const ratingsQuery = (low: boolean) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, "ratings", low],
    queryFn: () => getRatings(low),
    refetchInterval: REFRESH_MS,
  });

export const useRatings = (low: boolean) => useQuery(ratingsQuery(low));
