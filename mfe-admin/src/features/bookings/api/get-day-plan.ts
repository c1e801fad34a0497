import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/day-plan: one day's rides by driver, with their clashes, and the rides without a driver. */
export const getDayPlan = (date: string) => api.get("/api/admin/day-plan", { query: { date } });

export const dayPlanQuery = (date: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, "day-plan", date],
    queryFn: () => getDayPlan(date),
    refetchInterval: REFRESH_MS,
  });

export const useDayPlan = (date: string) => useQuery(dayPlanQuery(date));
