import type { Config } from "../../env";
import type { FetchFn } from "../payments/stripe";
import { aeroDataBoxProvider } from "./aerodatabox";
import type { FlightStatusProvider } from "./provider";

export type { FlightArrival, FlightStatusProvider } from "./provider";

/** How a pickup follows its flight, and where dispatch is told (the company's address). */
export const flightSettingsOf = (config: Config) => ({
  bufferMinutes: config.FLIGHT_PICKUP_BUFFER_MINUTES,
  dispatchEmail: config.SITE_EMAIL,
});

/** The configured flight status service (FLIGHT_API_URL and FLIGHT_API_KEY), or null. */
export function flightProviderFor(config: Config, fetchFn?: FetchFn): FlightStatusProvider | null {
  if (!config.FLIGHT_API_URL || !config.FLIGHT_API_KEY) return null;
  return aeroDataBoxProvider(config.FLIGHT_API_URL, config.FLIGHT_API_KEY, fetchFn);
}
