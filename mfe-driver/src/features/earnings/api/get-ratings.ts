import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/drivers/{id}/ratings: the chauffeur's own 90-day average and comments (never who gave them). */
export const getRatings = (driverId: string) =>
  api.get("/api/drivers/{id}/ratings", { path: { id: driverId } });

export const ratingsQuery = (driverId: string) =>
  queryOptions({ queryKey: ["driver", driverId, "ratings"], queryFn: () => getRatings(driverId) });

export const useRatings = (driverId: string) => useQuery(ratingsQuery(driverId));
