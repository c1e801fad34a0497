import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/remotes: each micro-frontend's live version, the ones before it, its releases. */
export const getRemotes = () => api.get("/api/admin/remotes");

export const remotesQuery = () => queryOptions({ queryKey: [...ADMIN_KEY, "remotes"], queryFn: getRemotes });

export const useRemotes = () => useQuery(remotesQuery());
