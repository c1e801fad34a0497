/**
 * A local fake of OSRM's route service (project-osrm's documented HTTP API), as a request → response
 * function the Worker tests inject as fetch. It keeps the API's rules, so a wrong request fails a test:
 * `GET /route/v1/{profile}/{lon},{lat};{lon},{lat}[...]` with the `driving` profile only (400
 * `InvalidUrl` otherwise), longitude first and in range (400 `InvalidQuery`), `overview` one of
 * simplified, full, false and `geometries` one of polyline, polyline6, geojson (400 `InvalidOptions`).
 * The road is the straight line times 1.3 at 30 mph; ends more than 2,000 km apart have `NoRoute`.
 */

const EARTH_METERS = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;

function meters([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]) {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_METERS * Math.asin(Math.sqrt(a));
}

export function createOsrmFake() {
  const requests: string[] = [];
  const answer = (status: number, code: string, message?: string) =>
    Response.json({ code, ...(message ? { message } : {}) }, { status });
  async function handle(input: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input);
    requests.push(`${url.pathname}${url.search}`);
    if ((init.method ?? "GET") !== "GET") return answer(405, "InvalidUrl", "Only GET");
    const match = /^\/route\/v1\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (!match) return answer(400, "InvalidUrl", "URL string malformed close to position 1");
    const [, profile = "", list = ""] = match;
    if (profile !== "driving") return answer(400, "InvalidUrl", `Profile ${profile} not found`);
    const points = list.split(";").map((p) => p.split(",").map(Number) as [number, number]);
    const bad = points.some(
      ([lon, lat]) => points.length < 2 || !(Math.abs(lon) <= 180) || !(Math.abs(lat) <= 90),
    );
    if (bad) return answer(400, "InvalidQuery", "Query string malformed close to position 0");
    const overview = url.searchParams.get("overview") ?? "simplified";
    const geometries = url.searchParams.get("geometries") ?? "polyline";
    if (
      !["simplified", "full", "false"].includes(overview) ||
      !["polyline", "polyline6", "geojson"].includes(geometries)
    ) {
      return answer(400, "InvalidOptions", "Options are invalid");
    }
    const [from, to] = points as [[number, number], [number, number]];
    const straight = meters(from, to);
    if (straight > 2_000_000) return answer(400, "NoRoute", "Impossible route between points");
    const distance = Math.round(straight * 1.3 * 10) / 10;
    const middle: [number, number] = [(from[0] + to[0]) / 2 + 0.01, (from[1] + to[1]) / 2];
    return Response.json({
      code: "Ok",
      routes: [
        {
          distance,
          duration: Math.round((distance / 13.4112) * 10) / 10,
          weight: distance,
          weight_name: "routability",
          legs: [{ distance, duration: distance / 13.4112, steps: [], summary: "" }],
          ...(overview === "false"
            ? {}
            : { geometry: { type: "LineString", coordinates: [from, middle, to] } }),
        },
      ],
      waypoints: points.map((p) => ({ location: p, name: "", distance: 0 })),
    });
  }
  return { fetch: handle, requests };
}
