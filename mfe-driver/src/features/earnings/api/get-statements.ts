import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/drivers/{id}/statements: the chauffeur's weekly pay statements, newest first. */
export const getStatements = (driverId: string) =>
  api.get("/api/drivers/{id}/statements", { path: { id: driverId } });

export const statementsQuery = (driverId: string) =>
  queryOptions({ queryKey: ["driver", driverId, "statements"], queryFn: () => getStatements(driverId) });

export const useStatements = (driverId: string) => useQuery(statementsQuery(driverId));
