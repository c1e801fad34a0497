import { api } from "../../../lib/api-client";

/** The configured map tile URL template (GET /api/config); null means no tiles: a map-free layout. */
export async function getMapTileUrl(signal?: AbortSignal): Promise<string | null> {
  try {
    const config = await api.get("/api/config", { signal });
    return config.mapTileUrl || null;
  } catch {
    return null;
  }
}
