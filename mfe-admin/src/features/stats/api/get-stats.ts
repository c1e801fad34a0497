import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/stats: the dashboard's counts. */
export const getStats = () => api.get("/api/admin/stats");

export const statsQuery = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, "stats"], queryFn: getStats, refetchInterval: REFRESH_MS });

export const useStats = () => useQuery(statsQuery());
