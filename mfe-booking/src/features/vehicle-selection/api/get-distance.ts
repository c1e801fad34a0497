import { localDistanceEstimate } from "@chauffeur/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface TripPoint {
  lat: number;
  lng: number;
  airport: boolean;
}

export interface TripDistance {
  miles: number;
  /** True when the server could not answer and SPEC.md's local estimate is shown. */
  estimated: boolean;
  pickup?: TripPoint;
  destination?: TripPoint;
}

export interface DistanceQuery {
  pickup: string;
  destination: string;
  pickupPlaceId?: string;
  destinationPlaceId?: string;
}

/** POST /api/distance (miles to one decimal, with both ends' coordinates); the local estimate on failure. */
export async function getDistance(query: DistanceQuery, signal?: AbortSignal): Promise<TripDistance> {
  try {
    const res = await api.post("/api/distance", { body: query, signal });
    return { miles: res.distance, estimated: false, pickup: res.pickup, destination: res.destination };
  } catch (e) {
    if (signal?.aborted) throw e;
    return { miles: localDistanceEstimate(query.pickup, query.destination), estimated: true };
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
