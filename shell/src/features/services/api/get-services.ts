import type { ServiceItem } from "@chauffeur/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "../../../lib/api-client";

/** GET /api/services. */
export const getServices = (signal?: AbortSignal) => api.get("/api/services", { signal });

export const servicesQuery = () =>
  queryOptions({
    queryKey: ["services"],
    queryFn: ({ signal }) => getServices(signal),
    staleTime: 5 * 60_000,
  });

export type ServicesState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; services: ServiceItem[] };

export function useServices(): ServicesState {
  const { data, error } = useQuery(servicesQuery());
  // SPEC.md section 8: the failure is logged as well as shown.
  useEffect(() => {
    if (error) console.warn("Error loading services", error);
  }, [error]);
  if (error) return { status: "error", message: error.message };
  return data ? { status: "loaded", services: data } : { status: "loading" };
}
