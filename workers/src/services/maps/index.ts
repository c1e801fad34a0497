import type { Db } from "@chauffeur/db";
import type { Config } from "../../env";
import type { FetchFn } from "../payments/stripe";
import { gazetteerProvider } from "./gazetteer";
import { googleMapsProvider } from "./google";
import type { MapsProvider } from "./provider";

export type { MapsProvider } from "./provider";

/** Google when its key is configured; otherwise the gazetteer in D1, which needs no outside service. */
export function mapsProviderFor({
  db,
  config,
  fetchFn,
}: {
  db: Db;
  config: Config;
  fetchFn?: FetchFn;
}): MapsProvider {
  if (config.GOOGLE_MAPS_API_KEY)
    return googleMapsProvider(config.GOOGLE_MAPS_API_KEY, config.GOOGLE_MAPS_API_BASE, fetchFn);
  return gazetteerProvider(db);
}
