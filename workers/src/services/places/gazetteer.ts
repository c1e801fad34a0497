import {
  type DistanceRequest,
  type PlacePrediction,
  type ResolvedPlace,
  type ServiceArea,
  unknownPlaceMessage,
  VenueCategory,
} from "@chauffeur/contract";
import { type Db, places } from "@chauffeur/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { UnknownPlaceError } from "../core/errors";
import { escapeLike } from "../core/search";
import { measureTrip, type Router } from "./osrm";
import { MAX_SUGGESTIONS, type MapsProvider } from "./provider";

type PlaceRow = typeof places.$inferSelect;
const PLACE_ID_PREFIX = "gz:";

/** Words of the input as FTS5 tokens; everything but letters and digits is dropped, so input cannot inject syntax. */
function ftsTokens(input: string): string[] {
  return (
    input
      .toLowerCase()
      .normalize("NFKD")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 6);
}

const KINDS = new Set<string>(["airport", "zip", "venue"]);

function toPrediction(row: PlaceRow): PlacePrediction {
  const kind = KINDS.has(row.kind) ? (row.kind as "airport" | "zip" | "venue") : "city";
  const category = VenueCategory.safeParse(row.category);
  return {
    description: row.description,
    formatted_address: row.description,
    place_id: `${PLACE_ID_PREFIX}${row.id}`,
    kind,
    ...(kind === "venue" && category.success ? { category: category.data } : {}),
    airport: kind === "airport",
  };
}

function toResolved(row: PlaceRow): ResolvedPlace {
  const p = toPrediction(row);
  return {
    description: p.description,
    place_id: p.place_id,
    lat: row.lat,
    lng: row.lng,
    airport: p.airport ?? false,
  };
}

const likePrefix = (text: string) => `${escapeLike(text)}%`;

/** A column's text with its punctuation as spaces and a space at each end, to find whole words in it. */
const spacedWords = (column: typeof places.name) =>
  sql`' ' || replace(replace(replace(replace(lower(${column}), '(', ' '), ')', ' '), '-', ' '), ',', ' ') || ' '`;

/**
 * How well a place matches what was typed, best first: the whole text or an airport's code (0), the
 * place's own name (1, so "Boston" is the city, not an airport whose name merely starts with it), the
 * first words of its name (2, "Boston University"), a whole word later in its name (3, so "MIT" is
 * "Massachusetts Institute of Technology (MIT)" before "Mitchell College"), the start of its name or
 * description (4), words inside it (5). A small town far from the centre named as typed comes after the
 * venues named with that word (3.5: "Harvard" is Harvard University before Harvard, MA, 28 miles out).
 */
function matchQuality(input: string, near?: Nearby) {
  const typed = input.trim().toLowerCase();
  const name = typed.split(",")[0]?.trim() ?? typed;
  const words = spacedWords(places.name);
  return sql`case
    when lower(${places.description}) = ${typed} or ${places.iata} = ${typed.toUpperCase()} then 0
    when lower(${places.name}) = ${name} and ${smallTownFarOut(near)} then 3.5
    when lower(${places.name}) = ${name} or ${places.alias} = ${aliasTyped(input)} then 1
    when ${words} like ${` ${escapeLike(name)} %`} escape '\\' then 2
    when ${words} like ${`% ${escapeLike(name)} %`} escape '\\' then 3
    when lower(${places.name}) like ${likePrefix(typed)} escape '\\'
      or lower(${places.description}) like ${likePrefix(typed)} escape '\\' then 4
    else 5 end`;
}

/** What was typed, as a venue's initials would be stored ("bu" is BU); null when it cannot be initials. */
function aliasTyped(input: string): string | null {
  const typed = input.trim();
  return /^[a-z]{2,6}$/i.test(typed) ? typed.toUpperCase() : null;
}

/** Miles in a degree of latitude. */
const MILES_PER_DEGREE = 69.05;

/** Where the operator picks up: places inside it are offered first. */
export type Nearby = Pick<ServiceArea, "lat" | "lng" | "radiusMiles">;

/** 0 for a place inside the box around the service area (the circle's bounding box: cheap in SQL), else 1. */
function outsideArea(near: Nearby | undefined) {
  if (!near) return sql`0`;
  const dLat = near.radiusMiles / MILES_PER_DEGREE;
  const dLng = dLat / Math.max(0.1, Math.cos((near.lat * Math.PI) / 180));
  return sql`case when ${places.lat} between ${near.lat - dLat} and ${near.lat + dLat}
    and ${places.lng} between ${near.lng - dLng} and ${near.lng + dLng} then 0 else 1 end`;
}

/**
 * Among equally ranked venues whose initials were typed, the nearest to the service area's centre first:
 * a Boston customer's "BU" is Boston University before Brandeis, Bentley and Brown. 0 for every other
 * place. (A bare constant would not do as the key of an ORDER BY: SQLite reads `0` there as a column's
 * position.)
 */
function aliasDistance(input: string, near: Nearby) {
  return sql`case when ${places.alias} = ${aliasTyped(input)} then ${squaredDegreesFrom(near)} else 0 end`;
}

/**
 * A place's squared distance in degrees from a point, the longitude shrunk to the point's latitude: an
 * order by nearness, cheap in SQL (a pin's nearest places, initials nearest the service area).
 */
function squaredDegreesFrom({ lat, lng }: { lat: number; lng: number }) {
  const shrink = Math.cos((lat * Math.PI) / 180);
  return sql`(${places.lat} - ${lat}) * (${places.lat} - ${lat}) + (${places.lng} - ${lng}) * (${places.lng} - ${lng}) * ${shrink * shrink}`;
}

/** A town under this population is small: a venue of its name near the centre is more likely meant. */
const SMALL_TOWN_POPULATION = 10_000;
/** How far from the service area's centre a town is far out: beyond the metropolitan core. */
const FAR_OUT_MILES = 20;

/** 1 for a small town (a city row ranks by population) farther than FAR_OUT_MILES from the centre, else 0. */
function smallTownFarOut(near: Nearby | undefined) {
  if (!near) return sql`0`;
  const farDegrees = FAR_OUT_MILES / MILES_PER_DEGREE;
  return sql`(${places.kind} = 'city' and ${places.rank} < ${SMALL_TOWN_POPULATION}
    and ${squaredDegreesFrom(near)} > ${farDegrees * farDegrees})`;
}

/**
 * Prefix search over the FTS index, and a venue's initials typed whole ("BU"): the exact text first, then
 * places in the service area (a Boston customer typing "Cambridge" or "Harvard" means the one near
 * Boston), then the best match, then the biggest place.
 */
export async function searchPlaces(
  db: Db,
  input: string,
  { prefix = true, limit = MAX_SUGGESTIONS, near }: { prefix?: boolean; limit?: number; near?: Nearby } = {},
) {
  const tokens = ftsTokens(input);
  if (tokens.length === 0) return [];
  const match = tokens.map((t) => `"${t}"${prefix ? "*" : ""}`).join(" ");
  return (
    db
      .select({ place: places })
      .from(places)
      .where(
        sql`(${places.id} in (select rowid from places_fts where places_fts match ${match}) or ${places.alias} = ${aliasTyped(input)})`,
      )
      // The exact text (or code) typed first, wherever it is; then the service area's places.
      // A ZIP area is offered for a name only after the places themselves ("Boston" has 40 of them).
      .orderBy(
        sql`case when ${matchQuality(input, near)} = 0 then 0 else 1 + ${outsideArea(near)} end`,
        ...(/\d/.test(input) ? [] : [sql`${places.kind} = 'zip'`]),
        matchQuality(input, near),
        desc(places.rank),
        ...(near ? [aliasDistance(input, near)] : []),
        places.id,
      )
      .limit(limit)
      .then((rows) => rows.map((r) => r.place))
  );
}

/** One end of a trip: a picked place id, the exact suggestion text, an IATA code, a ZIP, "City, ST", or words. */
export async function resolvePlace(
  db: Db,
  text: string,
  placeId?: string,
  near?: Nearby,
): Promise<PlaceRow | undefined> {
  const byId = placeId?.startsWith(PLACE_ID_PREFIX)
    ? Number(placeId.slice(PLACE_ID_PREFIX.length))
    : Number.NaN;
  if (Number.isSafeInteger(byId)) {
    const row = await db.query.places.findFirst({ where: eq(places.id, byId) });
    if (row) return row;
  }
  const trimmed = text.trim();
  const exact = await db.query.places.findFirst({ where: eq(places.description, trimmed) });
  if (exact) return exact;
  if (/^[a-z]{3}$/i.test(trimmed)) {
    const airport = await db.query.places.findFirst({ where: eq(places.iata, trimmed.toUpperCase()) });
    if (airport) return airport;
  }
  const zip = /\b(\d{5})(?:-\d{4})?\s*$/.exec(trimmed)?.[1];
  if (zip) {
    const row = await db.query.places.findFirst({ where: and(eq(places.kind, "zip"), eq(places.zip, zip)) });
    if (row) return row;
  }
  const cityState = /([^,]+),\s*([a-z]{2})\b[^,]*$/i.exec(trimmed);
  if (cityState?.[1] && cityState[2]) {
    const [city] = await db
      .select()
      .from(places)
      .where(
        and(
          eq(places.kind, "city"),
          sql`lower(${places.name}) = ${cityState[1].trim().toLowerCase()}`,
          eq(places.state, cityState[2].toUpperCase()),
        ),
      )
      .orderBy(desc(places.rank))
      .limit(1);
    if (city) return city;
  }
  const [best] = await searchPlaces(db, trimmed, { prefix: false, limit: 1, near });
  return best;
}

/** A house number, then the street: "1 Beacon Street", "77-79 Mass Ave", "12B 2nd St". */
const STREET = /^\s*(\d+[a-z]?(?:-\d+[a-z]?)?\s+[^,\s][^,]*?)\s*(?:,\s*|\s+(?=\d{5}\b))(.+)$/i;

/**
 * A typed street address: the street, and the ZIP or city typed after it ("1 Beacon Street, Boston";
 * "77 Massachusetts Ave 02139"). The gazetteer knows no streets: it offers the address placed at the
 * ZIP areas or cities that match the rest, each said to be approximate (`near`), and the trip is measured
 * from there. Airports are not offered (an address is not a terminal).
 */
async function addressSuggestions(db: Db, input: string, near?: Nearby): Promise<PlacePrediction[]> {
  const parts = STREET.exec(input);
  if (!parts?.[1] || !parts[2]) return [];
  const street = parts[1].replace(/\s+/g, " ");
  // An address is placed in a town or a ZIP area, never at an airport or a campus.
  const localities = (await searchPlaces(db, parts[2], { near })).filter(
    (p) => p.kind === "city" || p.kind === "zip",
  );
  return localities.slice(0, 3).map((place) => ({
    description: `${street}, ${place.description}`,
    formatted_address: `${street}, ${place.description}`,
    place_id: `${PLACE_ID_PREFIX}${place.id}`,
    kind: "address",
    airport: false,
    near: place.description,
  }));
}

/** How close a venue must be to be where the customer stands (a campus, a hotel's door): a quarter mile. */
const AT_VENUE_MILES = 0.25;
/** How far the nearest ZIP area may be to stand for a position: about 15 miles. */
const NEAR_DEGREES = 0.22;

/**
 * The place at a point: a venue the customer is at, else the nearest ZIP area, said to be approximate
 * (`near`): the gazetteer knows no streets.
 */
async function placeAt(db: Db, { lat, lng }: { lat: number; lng: number }): Promise<PlacePrediction | null> {
  const scale = Math.cos((lat * Math.PI) / 180);
  const dLng = NEAR_DEGREES / Math.max(0.1, scale);
  const rows = await db
    .select()
    .from(places)
    .where(
      and(
        inArray(places.kind, ["zip", "venue"]),
        sql`${places.lat} between ${lat - NEAR_DEGREES} and ${lat + NEAR_DEGREES}`,
        sql`${places.lng} between ${lng - dLng} and ${lng + dLng}`,
      ),
    )
    .orderBy(squaredDegreesFrom({ lat, lng }))
    .limit(10);
  const miles = (row: PlaceRow) => Math.hypot(row.lat - lat, (row.lng - lng) * scale) * MILES_PER_DEGREE;
  const venue = rows.find((r) => r.kind === "venue" && miles(r) <= AT_VENUE_MILES);
  if (venue) return toPrediction(venue);
  const zip = rows.find((r) => r.kind === "zip");
  return zip ? { ...toPrediction(zip), near: zip.description } : null;
}

/**
 * The embedded gazetteer: suggestions and places from D1; the distance by road from the router when one
 * is configured (ROUTER_URL), else the great-circle estimate (with the road factor), said to be one.
 */
export function gazetteerProvider(db: Db, router?: Router, near?: Nearby): MapsProvider {
  return {
    name: "gazetteer",
    async autocomplete(input) {
      const addresses = await addressSuggestions(db, input, near);
      if (addresses.length > 0) return addresses;
      return (await searchPlaces(db, input, { near })).map(toPrediction);
    },
    async distance(request: DistanceRequest) {
      const [from, to] = await Promise.all([
        resolvePlace(db, request.pickup, request.pickupPlaceId, near),
        resolvePlace(db, request.destination, request.destinationPlaceId, near),
      ]);
      if (!from) {
        throw new UnknownPlaceError(unknownPlaceMessage("pickup location", request.pickup), "pickupLocation");
      }
      if (!to) {
        throw new UnknownPlaceError(unknownPlaceMessage("destination", request.destination), "destination");
      }
      return measureTrip({ pickup: toResolved(from), destination: toResolved(to) }, router);
    },
    async locate(text, placeId) {
      const found = await resolvePlace(db, text, placeId, near);
      return found ? toResolved(found) : null;
    },
    reverse: (point) => placeAt(db, point),
  };
}
