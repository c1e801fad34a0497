/**
 * PRODUCT.md's one airport detector, used by both booking steps and the server: a trip touches an
 * airport when a picked suggestion is an airport, or its text names one.
 */
const AIRPORT_WORDS = ["airport", "logan", "terminal", "laguardia", "newark"];
export const AIRPORT_CODES = ["bos", "jfk", "lga", "ewr", "dca", "iad", "phl", "mia", "ord", "lax", "sfo"];

// Codes only count as whole words, so "Bosnia Street" or "Jfkx" are not airports.
const CODE_PATTERN = new RegExp(`\\b(?:${AIRPORT_CODES.join("|")})\\b`, "i");

export function textMentionsAirport(text: string): boolean {
  const lower = text.toLowerCase();
  return AIRPORT_WORDS.some((w) => lower.includes(w)) || CODE_PATTERN.test(text);
}

export interface TripEnd {
  text: string;
  /** Set when the place was picked from suggestions and the gazetteer says it is an airport. */
  airport?: boolean;
}

export function isAirportPlace(end: TripEnd): boolean {
  return end.airport === true || textMentionsAirport(end.text);
}

/** True when either end of the trip is an airport: the flight number is asked for. */
export function tripTouchesAirport(...ends: TripEnd[]): boolean {
  return ends.some(isAirportPlace);
}

/** The airports the detector knows by name rather than by code. */
const AIRPORT_NAMES: Readonly<Record<string, string>> = {
  logan: "BOS",
  laguardia: "LGA",
  newark: "EWR",
  kennedy: "JFK",
};
const ANY_CODE = /\(([A-Z]{3})\)|\b([A-Za-z]{3})\b/g;

/**
 * The IATA code of the airport an end is at ("BOS" for "Boston Logan International Airport (BOS)", "Logan
 * Terminal B" or "bos"), or null when the detector says it is no airport or names none.
 */
export function airportCodeOf(end: TripEnd): string | null {
  if (!isAirportPlace(end)) return null;
  for (const m of end.text.matchAll(ANY_CODE)) {
    if (m[1]) return m[1];
    if (m[2] && AIRPORT_CODES.includes(m[2].toLowerCase())) return m[2].toUpperCase();
  }
  const lower = end.text.toLowerCase();
  const named = Object.keys(AIRPORT_NAMES).find((name) => lower.includes(name));
  return named ? (AIRPORT_NAMES[named] ?? null) : null;
}
