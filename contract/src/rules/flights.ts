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

/** Minutes after the landing the chauffeur meets the passenger (bags, the walk out): FLIGHT_PICKUP_BUFFER_MINUTES. */
export const DEFAULT_FLIGHT_PICKUP_BUFFER_MINUTES = 30;

/** A pickup moves with its flight only by at least this much: smaller shifts are not worth a message. */
export const PICKUP_SHIFT_MIN_MINUTES = 5;

const FIVE_MINUTES = 5 * 60_000;

const upToFiveMinutes = (at: number) => Math.ceil(at / FIVE_MINUTES) * FIVE_MINUTES;

/** The earliest pickup for a flight landing at `landingAt`: the landing plus the buffer, on a 5-minute mark. */
export function pickupAfterLanding(landingAt: number, bufferMinutes: number): number {
  return upToFiveMinutes(landingAt + bufferMinutes * 60_000);
}

/**
 * Where a pickup goes when its flight's expected landing moves from `wasLanding` to `landing`: it keeps the
 * margin the customer chose after the landing (an hour for customs, say), never less than the buffer.
 */
export function pickupFollowingFlight(
  pickupAt: number,
  wasLanding: number,
  landing: number,
  bufferMinutes: number,
): number {
  return Math.max(
    pickupAfterLanding(landing, bufferMinutes),
    upToFiveMinutes(pickupAt + landing - wasLanding),
  );
}

/** The IATA code a pickup names, as the gazetteer writes airports ("... (BOS), Boston, MA"), or null. */
export function airportCodeIn(text: string): string | null {
  return /\(([A-Z]{3})\)/.exec(text)?.[1] ?? null;
}
