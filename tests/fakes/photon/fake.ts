/**
 * A local fake of a Photon geocoder (komoot/photon's documented search API, docs/api-v1.md), as a
 * request → response function the Worker tests inject as fetch. It keeps the API's rules, so a wrong
 * request fails a test: `GET /api` only; `q` is mandatory; `limit` a positive whole number; `lat` and
 * `lon` numbers and given together (both required by `GET /reverse`); `lang` one of the languages the public index carries (default, en,
 * de, fr). Errors are 400 with `{ "message": ... }`, as Photon answers them. Answers are GeoJSON
 * FeatureCollections of the places below whose words start with every word typed, the nearest to the
 * `lat`/`lon` bias first.
 */

interface FakePlace {
  name?: string;
  housenumber?: string;
  street?: string;
  city?: string;
  postcode?: string;
  state: string;
  countrycode: string;
  osm_type: "N" | "W" | "R";
  osm_id: number;
  osm_key: string;
  osm_value: string;
  type: string;
  lat: number;
  lon: number;
}

export const PHOTON_PLACES: FakePlace[] = [
  {
    housenumber: "1",
    street: "Beacon Street",
    city: "Boston",
    postcode: "02108",
    state: "Massachusetts",
    countrycode: "US",
    osm_type: "N",
    osm_id: 1001,
    osm_key: "place",
    osm_value: "house",
    type: "house",
    lat: 42.3579,
    lon: -71.0616,
  },
  {
    name: "Fairmont Copley Plaza",
    housenumber: "138",
    street: "St James Avenue",
    city: "Boston",
    postcode: "02116",
    state: "Massachusetts",
    countrycode: "US",
    osm_type: "W",
    osm_id: 2002,
    osm_key: "tourism",
    osm_value: "hotel",
    type: "house",
    lat: 42.3496,
    lon: -71.0765,
  },
  {
    name: "South Station",
    street: "Atlantic Avenue",
    city: "Boston",
    postcode: "02110",
    state: "Massachusetts",
    countrycode: "US",
    osm_type: "N",
    osm_id: 3003,
    osm_key: "railway",
    osm_value: "station",
    type: "house",
    lat: 42.3523,
    lon: -71.0552,
  },
  {
    name: "Boston Logan International Airport",
    city: "Boston",
    postcode: "02128",
    state: "Massachusetts",
    countrycode: "US",
    osm_type: "W",
    osm_id: 4004,
    osm_key: "aeroway",
    osm_value: "aerodrome",
    type: "house",
    lat: 42.3656,
    lon: -71.0096,
  },
  {
    name: "Boston",
    state: "Massachusetts",
    countrycode: "US",
    osm_type: "R",
    osm_id: 5005,
    osm_key: "place",
    osm_value: "city",
    type: "city",
    lat: 42.3554,
    lon: -71.0605,
  },
  {
    name: "Gillette Stadium",
    housenumber: "1",
    street: "Patriot Place",
    city: "Foxborough",
    postcode: "02035",
    state: "Massachusetts",
    countrycode: "US",
    osm_type: "W",
    osm_id: 6006,
    osm_key: "leisure",
    osm_value: "stadium",
    type: "house",
    lat: 42.0909,
    lon: -71.2643,
  },
  {
    name: "Boston",
    state: "Lincolnshire",
    countrycode: "GB",
    osm_type: "R",
    osm_id: 7007,
    osm_key: "place",
    osm_value: "town",
    type: "city",
    lat: 52.9777,
    lon: -0.0266,
  },
  {
    name: "Beacon Hotel",
    street: "Broadway",
    housenumber: "2130",
    city: "New York",
    postcode: "10023",
    state: "New York",
    countrycode: "US",
    osm_type: "W",
    osm_id: 8008,
    osm_key: "tourism",
    osm_value: "hotel",
    type: "house",
    lat: 40.7805,
    lon: -73.9812,
  },
];

const LANGUAGES = new Set(["default", "en", "de", "fr"]);
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
const squared = (p: FakePlace, lat: number, lon: number) => (p.lat - lat) ** 2 + (p.lon - lon) ** 2;

function feature(p: FakePlace) {
  const { lat, lon, ...properties } = p;
  return {
    type: "Feature",
    geometry: { type: "Point", coordinates: [lon, lat] },
    properties: { ...properties, country: p.countrycode === "US" ? "United States" : "United Kingdom" },
  };
}

export function createPhotonFake(places: FakePlace[] = PHOTON_PLACES) {
  const requests: string[] = [];
  const refuse = (message: string) => Response.json({ message }, { status: 400 });
  async function handle(input: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input);
    requests.push(`${url.pathname}${url.search}`);
    if ((init.method ?? "GET") !== "GET") return new Response("Method Not Allowed", { status: 405 });
    if (url.pathname === "/reverse") return reverse(url);
    if (url.pathname !== "/api") return new Response("Not Found", { status: 404 });
    const q = url.searchParams.get("q");
    if (!q) return refuse("missing search term 'q': /api?q=berlin");
    const limitText = url.searchParams.get("limit") ?? "15";
    if (!/^[1-9]\d*$/.test(limitText)) return refuse(`invalid search term 'limit', expected a number.`);
    const lang = url.searchParams.get("lang") ?? "default";
    if (!LANGUAGES.has(lang)) {
      return refuse(`language ${lang} is not supported, supported languages are: default, en, de, fr`);
    }
    const latText = url.searchParams.get("lat");
    const lonText = url.searchParams.get("lon");
    if ((latText === null) !== (lonText === null)) return refuse("missing search term 'lat' or 'lon'");
    const lat = Number(latText ?? 0);
    const lon = Number(lonText ?? 0);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      return refuse("invalid search term 'lat', expected a number.");
    }
    const typed = words(q);
    const found = places
      .filter((p) => {
        const own = words(
          [p.name, p.housenumber, p.street, p.city, p.postcode, p.state].filter(Boolean).join(" "),
        );
        return typed.every((t) => own.some((w) => w.startsWith(t)));
      })
      .sort((a, b) => (latText === null ? 0 : squared(a, lat, lon) - squared(b, lat, lon)))
      .slice(0, Number(limitText));
    return Response.json({ type: "FeatureCollection", features: found.map(feature) });
  }
  /**
   * `GET /reverse?lat=&lon=` (with `limit`, `lang` and `radius` in kilometres, 1 by default): the places
   * within the radius, nearest first. `lat` and `lon` are required there.
   */
  function reverse(url: URL): Response {
    const latText = url.searchParams.get("lat");
    const lonText = url.searchParams.get("lon");
    if (latText === null || lonText === null) return refuse("missing search term 'lat' and/or 'lon'");
    const lat = Number(latText);
    const lon = Number(lonText);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      return refuse("invalid search term 'lat', expected a number.");
    }
    const limitText = url.searchParams.get("limit") ?? "1";
    if (!/^[1-9]\d*$/.test(limitText)) return refuse("invalid search term 'limit', expected a number.");
    const lang = url.searchParams.get("lang") ?? "default";
    if (!LANGUAGES.has(lang)) {
      return refuse(`language ${lang} is not supported, supported languages are: default, en, de, fr`);
    }
    const radiusKm = Number(url.searchParams.get("radius") ?? "1");
    if (!Number.isFinite(radiusKm) || radiusKm <= 0)
      return refuse("invalid search term 'radius', expected a number.");
    const km = (p: FakePlace) =>
      Math.hypot(p.lat - lat, (p.lon - lon) * Math.cos((lat * Math.PI) / 180)) * 111.2;
    const found = places
      .filter((p) => km(p) <= radiusKm)
      .sort((a, b) => km(a) - km(b))
      .slice(0, Number(limitText));
    return Response.json({ type: "FeatureCollection", features: found.map(feature) });
  }

  return { requests, fetch: handle };
}
