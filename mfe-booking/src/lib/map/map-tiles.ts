import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

/** The configured map tile URL template (GET /api/config); null means no tiles: the offline basemap. */
export async function getMapTileUrl(signal?: AbortSignal): Promise<string | null> {
  try {
    const config = await api.get("/api/config", { signal });
    return config.mapTileUrl || null;
  } catch {
    return null;
  }
}

/** Read once per page: the setting does not change while it is open. */
export const mapTileUrlQuery = () =>
  queryOptions({
    queryKey: ["config", "map-tile-url"],
    queryFn: ({ signal }) => getMapTileUrl(signal),
    staleTime: Infinity,
  });

/** The configured tile source, or null (the default: no tiles, the map draws us-atlas's lines, basemap.ts). */
export const useMapTileUrl = (): string | null => useQuery(mapTileUrlQuery()).data ?? null;
