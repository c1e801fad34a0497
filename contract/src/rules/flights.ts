/**
 * Flight designators (IATA Resolution 762): an airline code, two characters (letters or digits, not two
 * digits: "DL", "B6", "9W") or three ICAO letters ("BAW"), then a 1-4 digit flight number and an optional
 * operational suffix letter. Written any way ("dl123", "B6-1419", "baw 213"), kept as "DL 123".
 */
const DESIGNATOR = /^(?:([A-Z][A-Z0-9]|[0-9][A-Z])|([A-Z]{3}))(\d{1,4})([A-Z]?)$/;

export const FLIGHT_NUMBER_MESSAGE = "Please enter a flight number as airline code and number, e.g. DL 123";

/** "b6-1419" → "B6 1419"; null when it is not a flight designator. */
export function normalizeFlightNumber(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s-]+/g, "");
  const match = DESIGNATOR.exec(compact);
  if (!match) return null;
  const [, iata, icao, number, suffix] = match;
  return `${iata ?? icao} ${number}${suffix}`;
}
