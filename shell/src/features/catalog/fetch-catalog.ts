import { type CatalogLists, FleetList, ServiceList } from "@chauffeur/contract";
import { apiFetch } from "../../lib/api-client";

/** GET /api/fleet or /api/services, checked against the contract. */
export function fetchCatalog<K extends keyof CatalogLists>(key: K, signal?: AbortSignal) {
  const answer =
    key === "fleet"
      ? apiFetch("/api/fleet", FleetList, { signal })
      : apiFetch("/api/services", ServiceList, { signal });
  return answer as Promise<CatalogLists[K]>;
}
