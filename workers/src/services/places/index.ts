import type { Db } from "@chauffeur/db";
import type { Config } from "../../env";
import type { FetchFn } from "../core/context";
import { UnprocessableError } from "../core/errors";
import { gazetteerProvider } from "./gazetteer";
import { googleMapsProvider } from "./google";
import { osrmRouter } from "./osrm";
import { photonProvider } from "./photon";
import type { MapsProvider } from "./provider";
import { serviceAreaOf } from "./service-area";

export type { MapsProvider } from "./provider";

/**
 * Google when its key is configured, else a Photon-compatible geocoder when PLACES_PHOTON_URL is set (each
 * with the gazetteer behind it, should it fail); otherwise the gazetteer in D1, which needs no outside service.
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
  const router = config.ROUTER_URL ? osrmRouter(config.ROUTER_URL, fetchFn) : undefined;
  const gazetteer = gazetteerProvider(db, router, serviceAreaOf(config));
  if (config.GOOGLE_MAPS_API_KEY) {
    // Down or refusing, Google gives way to the gazetteer: a trip is then measured between known places, never guessed.
    return withFallback(
      googleMapsProvider(config.GOOGLE_MAPS_API_KEY, config.GOOGLE_MAPS_API_BASE, fetchFn),
      gazetteer,
    );
  }
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
  type Call = "autocomplete" | "distance" | "locate" | "reverse";
  /** The primary's answer to a call; the gazetteer's when the primary fails (not when it knows no such place). */
  const guarded =
    <K extends Call>(what: K) =>
    async (...args: Parameters<MapsProvider[K]>): Promise<Awaited<ReturnType<MapsProvider[K]>>> => {
      const call = (provider: MapsProvider) =>
        (provider[what] as (...a: typeof args) => ReturnType<MapsProvider[K]>)(...args);
      try {
        return await call(primary);
      } catch (error) {
        if (error instanceof UnprocessableError) throw error;
        console.error(JSON.stringify({ level: "warn", provider: primary.name, [what]: String(error) }));
        return await call(fallback);
      }
    };
  return {
    name: primary.name,
    autocomplete: guarded("autocomplete"),
    distance: guarded("distance"),
    locate: guarded("locate"),
    reverse: guarded("reverse"),
  };
}
