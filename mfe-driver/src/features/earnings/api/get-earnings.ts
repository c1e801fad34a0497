import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/drivers/{id}/earnings: the chauffeur's payout lines between two New York dates. */
export const getEarnings = (driverId: string, from: string, to: string) =>
  api.get("/api/drivers/{id}/earnings", { path: { id: driverId }, query: { from, to } });

export const earningsQuery = (driverId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ["driver", driverId, "earnings", from, to],
    queryFn: () => getEarnings(driverId, from, to),
  });

export const useEarnings = (driverId: string, from: string, to: string) =>
  useQuery(earningsQuery(driverId, from, to));
