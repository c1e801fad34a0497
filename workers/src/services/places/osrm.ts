import { type DistanceResponse, type ResolvedPlace, roadMiles } from "@chauffeur/contract";
import type { FetchFn } from "../core/context";

export interface Point {
  lat: number;
  lng: number;
}

export interface DrivingRoute {
  /** Road distance, miles. */
  miles: number;
  minutes: number;
  /** The route's line as [lat, lng] pairs (simplified), for the map. */
  line: [number, number][];
}

/** Where driving routes come from: an OSRM-compatible router when ROUTER_URL is set. */
export interface Router {
  route(from: Point, to: Point): Promise<DrivingRoute | null>;
}

const METERS_PER_MILE = 1609.344;

interface OsrmAnswer {
  code: string;
  message?: string;
  routes?: {
    distance: number;
    duration: number;
    geometry?: { type: string; coordinates: [number, number][] };
  }[];
}

/**
 * OSRM's route service (`GET /route/v1/driving/{lon},{lat};{lon},{lat}?overview=simplified&geometries=geojson`,
 * the documented HTTP API of project-osrm, also served by Valhalla's and GraphHopper's OSRM adapters):
 * `code: "Ok"` with routes (metres, seconds, a GeoJSON line); `NoRoute` or `NoSegment` is no route (null);
 * anything else is an error.
 */
export function osrmRouter(baseUrl: string, fetchFn: FetchFn = fetch): Router {
  const base = baseUrl.replace(/\/$/, "");
  return {
    async route(from, to) {
      const coords = `${from.lng.toFixed(6)},${from.lat.toFixed(6)};${to.lng.toFixed(6)},${to.lat.toFixed(6)}`;
      const query = new URLSearchParams({ overview: "simplified", geometries: "geojson", steps: "false" });
      const res = await fetchFn(`${base}/route/v1/driving/${coords}?${query}`, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await res.json().catch(() => ({ code: `HTTP ${res.status}` }))) as OsrmAnswer;
      if (answer.code === "NoRoute" || answer.code === "NoSegment") return null;
      const best = answer.routes?.[0];
      if (!res.ok || answer.code !== "Ok" || !best) {
        throw new Error(
          `The router answered ${res.status} ${answer.code}${answer.message ? `: ${answer.message}` : ""}`,
        );
      }
      return {
        miles: Math.round((best.distance / METERS_PER_MILE) * 10) / 10,
        minutes: Math.round(best.duration / 60),
        line: (best.geometry?.coordinates ?? []).map(([lng, lat]) => [lat, lng] as [number, number]),
      };
    },
  };
}

/**
 * The distance between a trip's two ends: by road from the router when there is one and it answers, else
 * the great-circle estimate with the road factor, said to be one (`source: "gazetteer"`).
 */
export async function measureTrip(
  ends: { pickup: ResolvedPlace; destination: ResolvedPlace },
  router?: Router,
): Promise<DistanceResponse> {
  if (router) {
    try {
      const route = await router.route(ends.pickup, ends.destination);
      if (route) return { distance: route.miles, ...ends, source: "router", route: route.line };
    } catch (error) {
      // The router is down: the estimate, said to be one, rather than no price at all.
      console.error(JSON.stringify({ level: "warn", router: String(error) }));
    }
  }
  return { distance: roadMiles(ends.pickup, ends.destination), ...ends, source: "gazetteer" };
}
