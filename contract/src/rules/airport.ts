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
