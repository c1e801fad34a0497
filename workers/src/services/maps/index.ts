import type { Db } from "@chauffeur/db";
import type { Config } from "../../env";
import type { FetchFn } from "../payments/stripe";
import { gazetteerProvider } from "./gazetteer";
import { googleMapsProvider } from "./google";
import { osrmRouter } from "./osrm";
import type { MapsProvider } from "./provider";

export type { MapsProvider } from "./provider";

/**
 * Google when its key is configured; otherwise the gazetteer in D1, which needs no outside service, with
 * road distances from an OSRM-compatible router when ROUTER_URL is set.
 */
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
  return gazetteerProvider(db, config.ROUTER_URL ? osrmRouter(config.ROUTER_URL, fetchFn) : undefined);
}
