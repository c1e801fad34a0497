import type { Db } from "@chauffeur/db";
import type { Config } from "../../env";
import { UnprocessableError } from "../../lib/errors";
import type { FetchFn } from "../payments/stripe";
import { serviceAreaOf } from "../service-area";
import { gazetteerProvider } from "./gazetteer";
import { googleMapsProvider } from "./google";
import { osrmRouter } from "./osrm";
import { photonProvider } from "./photon";
import type { MapsProvider } from "./provider";

export type { MapsProvider } from "./provider";

/**
 * Google when its key is configured; else a Photon-compatible geocoder when PLACES_PHOTON_URL is set (with
 * the gazetteer behind it, should it fail); otherwise the gazetteer in D1, which needs no outside service.
 * Road distances from an OSRM-compatible router when ROUTER_URL is set.
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
  const router = config.ROUTER_URL ? osrmRouter(config.ROUTER_URL, fetchFn) : undefined;
  const gazetteer = gazetteerProvider(db, router, serviceAreaOf(config));
  if (config.PLACES_PHOTON_URL) {
    return withFallback(photonProvider(config.PLACES_PHOTON_URL, router, fetchFn), gazetteer);
  }
  return gazetteer;
}

/**
 * An outside geocoder with the gazetteer behind it: when the service fails (down, refusing, answering
 * nonsense), the customer still gets suggestions and a price. An end it does not know is not a failure.
 */
export function withFallback(primary: MapsProvider, fallback: MapsProvider): MapsProvider {
  const warn = (what: string, error: unknown) =>
    console.error(JSON.stringify({ level: "warn", provider: primary.name, [what]: String(error) }));
  return {
    name: primary.name,
    async autocomplete(input) {
      try {
        return await primary.autocomplete(input);
      } catch (error) {
        warn("autocomplete", error);
        return fallback.autocomplete(input);
      }
    },
    async distance(request) {
      try {
        return await primary.distance(request);
      } catch (error) {
        if (error instanceof UnprocessableError) throw error;
        warn("distance", error);
        return fallback.distance(request);
      }
    },
    async locate(text, placeId) {
      try {
        return await primary.locate(text, placeId);
      } catch (error) {
        warn("locate", error);
        return fallback.locate(text, placeId);
      }
    },
  };
}
