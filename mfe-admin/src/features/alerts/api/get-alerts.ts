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

/**
 * The open alerts. The tab's count keeps them loaded, so the view (`opened`) asks again each time it opens:
 * an alert raised a moment ago shows at once rather than with the next refresh.
 */
export const useOpenAlerts = ({ opened = false } = {}) =>
  useQuery({ ...alertsQuery(), ...(opened ? { refetchOnMount: "always" as const } : {}) });
