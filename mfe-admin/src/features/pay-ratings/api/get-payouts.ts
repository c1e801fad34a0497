import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/payouts?weekOf=: the pay statements of the week a date falls in. */
export const getPayouts = (weekOf: string) => api.get("/api/admin/payouts", { query: { weekOf } });

export const payoutsQuery = (weekOf: string) =>
  queryOptions({ queryKey: [...ADMIN_KEY, "payouts", weekOf], queryFn: () => getPayouts(weekOf) });

export const usePayouts = (weekOf: string) => useQuery(payoutsQuery(weekOf));
