import type { CreateCompany } from "@chauffeur/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, REFRESH_MS } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/companies: every company on account, by name. */
export const getCompanies = () => api.get("/api/admin/companies");

export const useCompanies = () =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_KEY, "companies"],
      queryFn: getCompanies,
      refetchInterval: REFRESH_MS,
    }),
  );

/** POST /api/admin/companies. */
export const createCompany = (body: CreateCompany) => api.post("/api/admin/companies", { body });
