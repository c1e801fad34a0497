import type { FetchFn } from "../core/context";
import type { FlightArrival, FlightStatusProvider } from "./provider";

/** AeroDataBox's time: `{ utc: "2026-12-01 20:42Z", local: "2026-12-01 15:42-05:00" }`. */
interface AdbTime {
  utc?: string;
  local?: string;
}
interface AdbMovement {
  airport?: { iata?: string; icao?: string; name?: string };
  scheduledTime?: AdbTime;
  revisedTime?: AdbTime;
  predictedTime?: AdbTime;
  runwayTime?: AdbTime;
}
interface AdbFlight {
  number?: string;
  status?: string;
  arrival?: AdbMovement;
}

/** "2026-12-01 20:42Z" (what the service sends) or ISO: epoch ms, or null. */
function instant(time: AdbTime | undefined): number | null {
  if (!time?.utc) return null;
  const ms = Date.parse(time.utc.trim().replace(" ", "T"));
  return Number.isNaN(ms) ? null : ms;
}

/**
 * AeroDataBox's Flight Status (single day) endpoint, `GET /flights/Number/{number}/{dateLocal}` with
 * `dateLocalRole=Arrival` and the `X-Api-Key` header (its direct API; the RapidAPI and API.Market
 * gateways serve the same paths under their own hosts). 200 is an array of flights, 204 none.
 */
export function aeroDataBoxProvider(
  baseUrl: string,
  apiKey: string,
  fetchFn: FetchFn = fetch,
): FlightStatusProvider {
  const base = baseUrl.replace(/\/$/, "");
  return {
    name: "aerodatabox",
    async arrival(flightNumber, date) {
      const number = encodeURIComponent(flightNumber.replace(/\s+/g, ""));
      const query = new URLSearchParams({
        dateLocalRole: "Arrival",
        withAircraftImage: "false",
        withLocation: "false",
      });
      const res = await fetchFn(`${base}/flights/Number/${number}/${date}?${query}`, {
        headers: { "X-Api-Key": apiKey, accept: "application/json" },
      });
      if (res.status === 204 || res.status === 404) return null;
      if (!res.ok) {
        const detail = await res.text().catch(() => "");
        throw new Error(
          `The flight status service answered HTTP ${res.status} for ${flightNumber}: ${detail.slice(0, 200)}`,
        );
      }
      const flights = (await res.json()) as AdbFlight[];
      // Codeshares and multi-leg flights: the leg that lands on that day, the first with a scheduled landing.
      for (const f of Array.isArray(flights) ? flights : []) {
        const scheduledAt = instant(f.arrival?.scheduledTime);
        if (scheduledAt === null) continue;
        const expectedAt =
          instant(f.arrival?.runwayTime) ??
          instant(f.arrival?.revisedTime) ??
          instant(f.arrival?.predictedTime) ??
          scheduledAt;
        const arrival: FlightArrival = {
          number: f.number ?? flightNumber,
          status: f.status ?? "Unknown",
          airport: f.arrival?.airport?.iata ?? null,
          scheduledAt,
          expectedAt,
        };
        return arrival;
      }
      return null;
    },
  };
}
