import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/drivers: the first hundred drivers, for the assign menu (it keeps the active ones that fit). */
export const getAssignableDrivers = () => api.get("/api/drivers", { query: { page: 1, pageSize: 100 } });

export const assignableDriversQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, "assignable-drivers"],
    queryFn: getAssignableDrivers,
    refetchInterval: REFRESH_MS,
  });

export const useAssignableDrivers = () => useQuery(assignableDriversQuery());
