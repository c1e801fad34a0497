import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/alerts: the open alerts, newest first. */
export const getAlerts = () => api.get("/api/admin/alerts");

export const alertsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, "alerts"],
    queryFn: getAlerts,
    refetchInterval: REFRESH_MS,
  });

export const useOpenAlerts = () => useQuery(alertsQuery());
