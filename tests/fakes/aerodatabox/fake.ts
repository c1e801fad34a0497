/**
 * A local fake of AeroDataBox's Flight Status (single day) endpoint, as a plain request → response
 * function the Worker tests inject as fetch. It keeps the service's documented rules, so a wrong request
 * fails a test: `GET /flights/{searchBy}/{searchParam}/{dateLocal}` only, `searchBy` one of Number, Reg,
 * CallSign, Icao24, `dateLocal` as YYYY-MM-DD, `dateLocalRole` one of Arrival, Departure, Both, the key in
 * the `X-Api-Key` header (401 with `{ message }` without it), 200 with an array of flights, 204 when no
 * flight matches. Times are written as the service writes them: `{ utc: "2026-12-01 20:42Z", local }`.
 */

export interface FakeFlight {
  /** "DL 123": searched with or without the space, in any case. */
  number: string;
  from: string;
  to: string;
  /** ISO instants (UTC). */
  scheduledDeparture: string;
  scheduledArrival: string;
  /** The airline's revised arrival (a delay), and the landing once it happened. */
  revisedArrival?: string;
  runwayArrival?: string;
  status?: string;
}

const SEARCH_BY = ["Number", "Reg", "CallSign", "Icao24"];
const ROLES = ["Arrival", "Departure", "Both"];

/** 2026-12-01T20:42:00.000Z → "2026-12-01 20:42Z" */
const adbUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}Z`;
/** The New York local date of an instant (the fake's airports are all on Eastern time, or London). */
const localDate = (iso: string, zone: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));
const ZONES: Record<string, string> = {
  BOS: "America/New_York",
  JFK: "America/New_York",
  LHR: "Europe/London",
};
const zoneOf = (iata: string) => ZONES[iata] ?? "UTC";

const compact = (n: string) => n.replace(/\s+/g, "").toUpperCase();

export interface AeroDataBoxFake {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  flights: FakeFlight[];
  /** Every request the fake was sent, as path and query. */
  requests: string[];
}

export function createAeroDataBoxFake(apiKey: string, flights: FakeFlight[] = []): AeroDataBoxFake {
  const requests: string[] = [];
  const fail = (status: number, message: string) => Response.json({ message }, { status });
  async function handle(input: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input);
    requests.push(`${url.pathname}${url.search}`);
    if ((init.method ?? "GET") !== "GET") return fail(405, "Method not allowed");
    const key = new Headers(init.headers).get("x-api-key");
    if (key !== apiKey) return fail(401, "Invalid API key");
    const match = /^\/flights\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (!match) return fail(404, "Not found");
    const [, searchBy = "", param = "", date = ""] = match;
    if (!SEARCH_BY.includes(searchBy)) return fail(400, `searchBy must be one of ${SEARCH_BY.join(", ")}`);
    if (searchBy !== "Number") return new Response(null, { status: 204 });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return fail(400, "dateLocal must be YYYY-MM-DD");
    const role = url.searchParams.get("dateLocalRole") ?? "Both";
    if (!ROLES.includes(role)) return fail(400, `dateLocalRole must be one of ${ROLES.join(", ")}`);
    const wanted = compact(decodeURIComponent(param));
    const found = flights.filter((f) => {
      if (compact(f.number) !== wanted) return false;
      const departs = localDate(f.scheduledDeparture, zoneOf(f.from)) === date;
      const arrives = localDate(f.scheduledArrival, zoneOf(f.to)) === date;
      return role === "Arrival" ? arrives : role === "Departure" ? departs : departs || arrives;
    });
    if (found.length === 0) return new Response(null, { status: 204 });
    return Response.json(
      found.map((f) => ({
        number: f.number,
        status: f.status ?? "Expected",
        codeshareStatus: "IsOperator",
        isCargo: false,
        departure: {
          airport: { iata: f.from, icao: `K${f.from}` },
          scheduledTime: { utc: adbUtc(f.scheduledDeparture), local: f.scheduledDeparture },
          quality: ["Basic"],
        },
        arrival: {
          airport: { iata: f.to, icao: `K${f.to}` },
          scheduledTime: { utc: adbUtc(f.scheduledArrival), local: f.scheduledArrival },
          ...(f.revisedArrival
            ? { revisedTime: { utc: adbUtc(f.revisedArrival), local: f.revisedArrival } }
            : {}),
          ...(f.runwayArrival
            ? { runwayTime: { utc: adbUtc(f.runwayArrival), local: f.runwayArrival } }
            : {}),
          quality: ["Basic", "Live"],
        },
      })),
    );
  }
  return { fetch: handle, flights, requests };
}
