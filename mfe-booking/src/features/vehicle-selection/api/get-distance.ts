import { localTripEstimate } from "@chauffeur/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notBookableOnline, type OfflineTrip } from "../lib/service-area";

export interface TripPoint {
  lat: number;
  lng: number;
  airport: boolean;
}

/** How the miles were found: by road (a router or Google), the map's straight line with a road factor, or the page's own guess. */
export type DistanceBasis = "road" | "straight-line" | "local";

export interface TripDistance {
  miles: number;
  /** True when the server could not answer and SPEC.md's local estimate is shown. */
  estimated: boolean;
  basis: DistanceBasis;
  /** The driving route as [lat, lng] pairs, when a router drew it. */
  route?: [number, number][];
  pickup?: TripPoint;
  destination?: TripPoint;
  /** Where the stops are, in order, when every one was placed. */
  stops?: TripPoint[];
  /** Why the trip is not booked online (outside the service area, or a place not found), in the server's words. */
  outside?: OfflineTrip;
}

export interface DistanceQuery {
  pickup: string;
  destination: string;
  /** Stops on the way, in order. */
  stops: string[];
  pickupPlaceId?: string;
  destinationPlaceId?: string;
}

/**
 * POST /api/distance (miles to one decimal, with both ends' coordinates). A place the server does not know
 * or a trip it does not take online has no miles; when the server cannot answer, the local estimate.
 */
export async function getDistance(query: DistanceQuery, signal?: AbortSignal): Promise<TripDistance> {
  try {
    const res = await api.post("/api/distance", { body: query, signal });
    return {
      miles: res.distance,
      estimated: false,
      basis: res.source === "gazetteer" ? "straight-line" : "road",
      route: res.route,
      pickup: res.pickup,
      destination: res.destination,
      ...(res.stops ? { stops: res.stops } : {}),
    };
  } catch (e) {
    if (signal?.aborted) throw e;
    const outside = notBookableOnline(e);
    if (outside) return { miles: 0, estimated: true, basis: "local", outside };
    return {
      miles: localTripEstimate([query.pickup, ...query.stops, query.destination]),
      estimated: true,
      basis: "local",
    };
  }
}

export const tripDistanceQuery = (query: DistanceQuery | null) =>
  queryOptions({
    queryKey: ["distance", query],
    queryFn: ({ signal }) => getDistance(query as DistanceQuery, signal),
    enabled: query !== null,
    staleTime: Infinity,
  });

/** The trip's distance and end points; null while loading. */
export const useTripDistance = (query: DistanceQuery | null): TripDistance | null =>
  useQuery(tripDistanceQuery(query)).data ?? null;
