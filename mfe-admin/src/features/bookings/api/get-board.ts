import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/board: the rides of the next `hours`, by pickup time. */
export const getBoard = (hours: number) => api.get("/api/admin/board", { query: { hours } });

export const boardQuery = (hours: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, "board", hours],
    queryFn: () => getBoard(hours),
    refetchInterval: REFRESH_MS,
  });

export const useBoard = (hours = 24) => useQuery(boardQuery(hours));
