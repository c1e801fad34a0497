import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

/** The signed-in customer's account (its page and the booking flow's payment step both read it). */
export const ACCOUNT_KEY = ["account"] as const;
export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, "profile", token],
    queryFn: () => api.get("/api/account", { token: token ?? "" }),
    enabled: token !== null,
  });
export const useProfile = (token: string | null) => useQuery(profileQuery(token));
