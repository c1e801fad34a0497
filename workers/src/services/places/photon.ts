import {
  type DistanceRequest,
  type PlaceKind,
  type PlacePrediction,
  type ResolvedPlace,
  unknownPlaceMessage,
  type VenueCategory,
} from "@chauffeur/contract";
import type { FetchFn } from "../core/context";
import { UnknownPlaceError } from "../core/errors";
import { measureTrip, type Router } from "./osrm";
import { MAX_SUGGESTIONS, type MapsProvider } from "./provider";

/** What a Photon feature carries (GeocodeJSON properties, komoot/photon docs/api-v1.md). */
interface PhotonFeature {
  geometry: { type: "Point"; coordinates: [number, number] };
  properties: {
    osm_type?: string;
    osm_id?: number;
    osm_key?: string;
    osm_value?: string;
    type?: string;
    name?: string;
    housenumber?: string;
    street?: string;
    city?: string;
    district?: string;
    postcode?: string;
    state?: string;
    countrycode?: string;
  };
}
interface PhotonAnswer {
  features?: PhotonFeature[];
  message?: string;
}

const PLACE_ID_PREFIX = "ph:";
/** Results are biased towards the company's home, Boston (Photon's `lat`/`lon` location bias). */
const HOME = { lat: 42.3601, lon: -71.0589 };
/** Photon may answer places abroad; asked for more than shown, the US ones are kept. */
const ASKED = MAX_SUGGESTIONS * 2;

const STATES: Record<string, string> = {
  Alabama: "AL",
  Alaska: "AK",
  Arizona: "AZ",
  Arkansas: "AR",
  California: "CA",
  Colorado: "CO",
  Connecticut: "CT",
  Delaware: "DE",
  "District of Columbia": "DC",
  Florida: "FL",
  Georgia: "GA",
  Hawaii: "HI",
  Idaho: "ID",
  Illinois: "IL",
  Indiana: "IN",
  Iowa: "IA",
  Kansas: "KS",
  Kentucky: "KY",
  Louisiana: "LA",
  Maine: "ME",
  Maryland: "MD",
  Massachusetts: "MA",
  Michigan: "MI",
  Minnesota: "MN",
  Mississippi: "MS",
  Missouri: "MO",
  Montana: "MT",
  Nebraska: "NE",
  Nevada: "NV",
  "New Hampshire": "NH",
  "New Jersey": "NJ",
  "New Mexico": "NM",
  "New York": "NY",
  "North Carolina": "NC",
  "North Dakota": "ND",
  Ohio: "OH",
  Oklahoma: "OK",
  Oregon: "OR",
  Pennsylvania: "PA",
  "Rhode Island": "RI",
  "South Carolina": "SC",
  "South Dakota": "SD",
  Tennessee: "TN",
  Texas: "TX",
  Utah: "UT",
  Vermont: "VT",
  Virginia: "VA",
  Washington: "WA",
  "West Virginia": "WV",
  Wisconsin: "WI",
  Wyoming: "WY",
  "Puerto Rico": "PR",
};

const isAirport = (p: PhotonFeature["properties"]) => p.osm_key === "aeroway" && p.osm_value === "aerodrome";

/** OpenStreetMap's tags for the venues a chauffeur serves (osm_key=osm_value, as Photon answers them). */
const VENUE_TAGS: Readonly<Record<string, VenueCategory>> = {
  "tourism=hotel": "hotel",
  "tourism=motel": "hotel",
  "railway=station": "station",
  "railway=halt": "station",
  "public_transport=station": "station",
  "amenity=bus_station": "station",
  "amenity=ferry_terminal": "ferry_terminal",
  "amenity=hospital": "hospital",
  "amenity=university": "university",
  "amenity=college": "university",
  "leisure=stadium": "stadium",
  "amenity=conference_centre": "convention_centre",
  "amenity=events_venue": "convention_centre",
};

const venueCategory = (p: PhotonFeature["properties"]): VenueCategory | undefined =>
  VENUE_TAGS[`${p.osm_key ?? ""}=${p.osm_value ?? ""}`];

function kindOf(p: PhotonFeature["properties"]): PlaceKind {
  if (isAirport(p)) return "airport";
  if (venueCategory(p)) return "venue";
  if (p.osm_key === "place" && p.osm_value === "postcode") return "zip";
  if (
    p.type === "city" ||
    (p.osm_key === "place" && ["city", "town", "village", "hamlet"].includes(p.osm_value ?? ""))
  ) {
    return "city";
  }
  return "address";
}

/** "Fairmont Copley Plaza, 138 St James Avenue, Boston, MA 02116": name, street, city, state and ZIP. */
export function describeFeature(f: PhotonFeature): string {
  const p = f.properties;
  const street = [p.housenumber, p.street].filter(Boolean).join(" ");
  const state = p.state ? (STATES[p.state] ?? p.state) : undefined;
  const region = [state, p.postcode].filter(Boolean).join(" ");
  const parts = [p.name, street, p.city ?? p.district, region].filter((part): part is string =>
    Boolean(part),
  );
  // A city's own name and its city field are the same: said once.
  return parts.filter((part, i) => parts.indexOf(part) === i).join(", ");
}

const placeIdOf = (p: PhotonFeature["properties"]) =>
  `${PLACE_ID_PREFIX}${p.osm_type ?? "X"}${p.osm_id ?? 0}`;

function toPrediction(f: PhotonFeature): PlacePrediction {
  const kind = kindOf(f.properties);
  const description = describeFeature(f);
  const category = venueCategory(f.properties);
  return {
    description,
    formatted_address: description,
    place_id: placeIdOf(f.properties),
    kind,
    ...(category ? { category } : {}),
    airport: kind === "airport",
  };
}

function toResolved(f: PhotonFeature): ResolvedPlace {
  const [lng, lat] = f.geometry.coordinates;
  return {
    description: describeFeature(f),
    place_id: placeIdOf(f.properties),
    lat,
    lng,
    airport: isAirport(f.properties),
  };
}

/**
 * A Photon-compatible geocoder (komoot/photon's `GET /api?q=&limit=&lang=&lat=&lon=`, self-hostable on
 * OpenStreetMap data; PLACES_PHOTON_URL): street addresses, venues, cities and airports, US ones only,
 * biased towards Boston. The ends of a trip are looked up again by their text when it is priced (a
 * place id from the page only picks among the answers), so no coordinates from a page ever set a price.
 * Distance by road from the router when one is configured, else the great-circle estimate, said to be one.
 */
export function photonProvider(baseUrl: string, router?: Router, fetchFn: FetchFn = fetch): MapsProvider {
  const base = baseUrl.replace(/\/$/, "");
  /** A Photon call's US points; a refusal (Photon's 4xx/5xx with `{ message }`) is an error. */
  async function features(
    path: "/api" | "/reverse",
    params: Record<string, string>,
  ): Promise<PhotonFeature[]> {
    const query = new URLSearchParams(params);
    const res = await fetchFn(`${base}${path}?${query}`, { headers: { accept: "application/json" } });
    const answer = (await res.json().catch(() => ({}))) as PhotonAnswer;
    if (!res.ok) throw new Error(`Photon answered HTTP ${res.status}: ${answer.message ?? ""}`);
    return (answer.features ?? []).filter(
      (f) => f.properties.countrycode?.toUpperCase() === "US" && f.geometry?.type === "Point",
    );
  }

  /** Photon's `GET /api?q=&limit=&lang=&lat=&lon=`: places matching the text, biased towards Boston. */
  const search = (q: string, limit: number) =>
    features("/api", { q, limit: String(limit), lang: "en", lat: String(HOME.lat), lon: String(HOME.lon) });

  /** Photon's `GET /reverse?lat=&lon=&limit=&lang=`: the nearest places to a point, nearest first. */
  const nearest = (lat: number, lng: number) =>
    features("/reverse", { lat: String(lat), lon: String(lng), limit: "3", lang: "en" });

  async function resolve(
    text: string,
    placeId: string | undefined,
    label: "pickup location" | "destination",
  ) {
    const found = await search(text, 5);
    const picked = found.find((f) => placeIdOf(f.properties) === placeId) ?? found[0];
    if (!picked) {
      throw new UnknownPlaceError(
        unknownPlaceMessage(label, text),
        label === "destination" ? "destination" : "pickupLocation",
      );
    }
    return toResolved(picked);
  }

  return {
    name: "photon",
    async autocomplete(input) {
      const seen = new Set<string>();
      return (await search(input, ASKED))
        .map(toPrediction)
        .filter((p) => !seen.has(p.description) && seen.add(p.description))
        .slice(0, MAX_SUGGESTIONS);
    },
    async distance(request: DistanceRequest) {
      const [pickup, destination] = await Promise.all([
        resolve(request.pickup, request.pickupPlaceId, "pickup location"),
        resolve(request.destination, request.destinationPlaceId, "destination"),
      ]);
      return measureTrip({ pickup, destination }, router);
    },
    async locate(text, placeId) {
      const found = await search(text, 5);
      const picked = found.find((f) => placeIdOf(f.properties) === placeId) ?? found[0];
      return picked ? toResolved(picked) : null;
    },
    async reverse({ lat, lng }) {
      const [here] = await nearest(lat, lng);
      return here ? toPrediction(here) : null;
    },
  };
}
