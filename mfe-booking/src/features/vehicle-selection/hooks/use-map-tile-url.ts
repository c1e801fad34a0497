import { useEffect, useState } from "react";
import { getMapTileUrl } from "../api/get-map-tiles";

/** The configured tile source, or null (the default: no tiles, the map draws on a plain canvas). */
export function useMapTileUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getMapTileUrl(controller.signal).then(setUrl);
    return () => controller.abort();
  }, []);
  return url;
}
