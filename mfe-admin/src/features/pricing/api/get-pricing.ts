import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/pricing: the version in force, its rules, and the versions published before. */
export const getPricing = () => api.get("/api/admin/pricing");

export const pricingQuery = () => queryOptions({ queryKey: [...ADMIN_KEY, "pricing"], queryFn: getPricing });

export const usePricing = () => useQuery(pricingQuery());
