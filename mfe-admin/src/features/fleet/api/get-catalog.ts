import { queryOptions, useQuery } from "@tanstack/react-query";
import { ADMIN_KEY } from "../../../lib/admin-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/catalog: the fleet, services and leaders, shown or hidden. */
export const getCatalog = () => api.get("/api/admin/catalog");

export const catalogQuery = () => queryOptions({ queryKey: [...ADMIN_KEY, "catalog"], queryFn: getCatalog });

export const useAdminCatalog = () => useQuery(catalogQuery());
