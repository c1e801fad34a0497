import type { CatalogLists } from "@chauffeur/contract";
import { api } from "../api-client";

/** GET /api/fleet or /api/services through the client typed by the Worker's document. */
export function fetchCatalog<K extends keyof CatalogLists>(key: K, signal?: AbortSignal) {
  const answer = key === "fleet" ? api.get("/api/fleet", { signal }) : api.get("/api/services", { signal });
  return answer as Promise<CatalogLists[K]>;
}
