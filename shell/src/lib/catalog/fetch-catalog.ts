import type { CatalogLists } from "@chauffeur/contract";
import { api } from "../api-client";

const LISTS = {
  fleet: (signal?: AbortSignal) => api.get("/api/fleet", { signal }),
  services: (signal?: AbortSignal) => api.get("/api/services", { signal }),
  leaders: (signal?: AbortSignal) => api.get("/api/leaders", { signal }),
} as const;

/** GET /api/fleet, /api/services or /api/leaders through the client typed by the Worker's document. */
export function fetchCatalog<K extends keyof CatalogLists>(key: K, signal?: AbortSignal) {
  return LISTS[key](signal) as Promise<CatalogLists[K]>;
}
