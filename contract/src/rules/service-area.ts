import { greatCircleMiles } from "./geo-distance";

/**
 * Where the operator picks up (issue 14): within a radius of its home city; a trip from there may go to
 * any US destination up to a maximum length. Anything else is quoted by the team, not booked online.
 * Each deployment sets its own (SERVICE_AREA_* and MAX_TRIP_MILES).
 */
export interface ServiceArea {
  /** The centre's name, as the customer reads it: "Boston". */
  name: string;
  lat: number;
  lng: number;
  radiusMiles: number;
  maxTripMiles: number;
}

export const DEFAULT_SERVICE_AREA: ServiceArea = {
  name: "Boston",
  lat: 42.3601,
  lng: -71.0589,
  radiusMiles: 150,
  maxTripMiles: 500,
};

/** The `code` of a 422 whose trip is outside the service area: the page offers a quote request instead. */
export const OUTSIDE_SERVICE_AREA = "outside_service_area";

/**
 * The `code` of a 422 whose trip names a place the maps service does not know: such a trip is never
 * priced (no guessed distance); the page asks for a place from the suggestions or offers a quote request.
 */
export const UNKNOWN_PLACE = "unknown_place";

/** Why a trip with a place nobody knows is not priced, in the customer's words. */
export function unknownPlaceMessage(which: "pickup location" | "destination" | "stop", text: string): string {
  return `Could not find the ${which} "${text.slice(0, 80)}". Please choose a place from the suggestions, or our team can quote this trip for you.`;
}

/**
 * Why a trip cannot be booked online, in the customer's words, or null when it can: a pickup (where it is
 * known) beyond the radius, or a trip longer than the maximum.
 */
export function serviceAreaRefusal(
  area: ServiceArea,
  trip: { pickup?: { lat: number; lng: number } | null; pickupText: string; miles?: number | null },
): string | null {
  if (trip.pickup) {
    const away = greatCircleMiles(area, trip.pickup);
    if (away > area.radiusMiles) {
      return `We pick up within ${area.radiusMiles} miles of ${area.name}; ${trip.pickupText.slice(0, 80)} is about ${Math.round(away)} miles away. Our team can quote this trip for you.`;
    }
  }
  if (trip.miles != null && trip.miles > area.maxTripMiles) {
    return `Trips over ${area.maxTripMiles} miles are arranged by our team; this one is about ${Math.round(trip.miles)} miles. We can quote it for you.`;
  }
  return null;
}
