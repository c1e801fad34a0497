import type { Config } from "../../env";
import type { FetchFn } from "../core/context";
import { aeroDataBoxProvider } from "./aerodatabox";
import type { FlightStatusProvider } from "./provider";

export type { FlightArrival, FlightStatusProvider } from "./provider";

/** The configured flight status service (FLIGHT_API_URL and FLIGHT_API_KEY), or null. */
export function flightProviderFor(config: Config, fetchFn?: FetchFn): FlightStatusProvider | null {
  if (!config.FLIGHT_API_URL || !config.FLIGHT_API_KEY) return null;
  return aeroDataBoxProvider(config.FLIGHT_API_URL, config.FLIGHT_API_KEY, fetchFn);
}
