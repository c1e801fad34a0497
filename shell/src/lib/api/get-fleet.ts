import type { FleetVehicle } from "@chauffeur/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api-client";

/** GET /api/fleet. */
export const getFleet = (signal?: AbortSignal) => api.get("/api/fleet", { signal });

/** One read per visit: the home page's carousel and /fleet share it. */
export const fleetQuery = () =>
  queryOptions({ queryKey: ["fleet"], queryFn: ({ signal }) => getFleet(signal), staleTime: 5 * 60_000 });

export type FleetState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; vehicles: FleetVehicle[] };

export function useFleet(): FleetState {
  const { data, error } = useQuery(fleetQuery());
  if (error) return { status: "error", message: error.message };
  return data ? { status: "loaded", vehicles: data } : { status: "loading" };
}
