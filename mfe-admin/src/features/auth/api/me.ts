import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/me: who is signed in, and how far their role may refund. */
export const getMe = () => api.get("/api/admin/me");

export const meQuery = (token: string) =>
  queryOptions({ queryKey: [...ADMIN_KEY, "me", token.slice(-12)], queryFn: getMe, staleTime: 60_000 });

export const useMe = (token: string) => useQuery(meQuery(token));
