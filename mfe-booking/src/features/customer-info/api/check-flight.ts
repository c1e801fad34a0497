import type { FlightCheck, FlightCheckRequest } from "@chauffeur/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /api/flights/check: does the flight land at the pickup's airport that day? Advice; a failure says nothing. */
export async function checkFlight(body: FlightCheckRequest, signal?: AbortSignal): Promise<FlightCheck> {
  try {
    return await api.post("/api/flights/check", { body, signal });
  } catch (e) {
    if (signal?.aborted) throw e;
    return { result: "unchecked", message: null, landing: null };
  }
}

export const flightCheckQuery = (body: FlightCheckRequest) =>
  queryOptions({
    queryKey: ["flight-check", body],
    queryFn: ({ signal }) => checkFlight(body, signal),
    staleTime: 5 * 60_000,
  });

/** The check of a complete flight number (null: nothing to check yet). */
export const useFlightCheck = (body: FlightCheckRequest | null) =>
  useQuery({
    ...flightCheckQuery(body ?? { flightNumber: "", date: "", airport: "" }),
    enabled: body !== null,
  });
