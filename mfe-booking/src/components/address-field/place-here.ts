import { api } from "../../lib/api-client";
import type { Suggestion } from "./get-suggestions";

/** Why the phone gave no position, in the customer's words (GeolocationPositionError's codes). */
function positionProblem(error: GeolocationPositionError): string {
  return error.code === error.PERMISSION_DENIED
    ? "Location access is off for this site. Please type the address."
    : "Your location is not available right now. Please type the address.";
}

/**
 * The pickup field's "Use my location": the phone's position (asked once, with the browser's own
 * permission prompt), then the place there from POST /api/places/reverse. Loaded on the first use.
 */
export async function placeHere(): Promise<Suggestion> {
  if (!("geolocation" in navigator))
    throw new Error("This browser cannot tell where you are. Please type the address.");
  const position = await new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, (error) => reject(new Error(positionProblem(error))), {
      enableHighAccuracy: true,
      timeout: 15_000,
      maximumAge: 60_000,
    }),
  );
  const { latitude: lat, longitude: lng } = position.coords;
  const { place } = await api.post("/api/places/reverse", { body: { lat, lng } });
  if (!place) throw new Error("We could not find an address where you are. Please type it.");
  return {
    description: place.description,
    placeId: place.place_id,
    ...(place.near ? { near: place.near } : {}),
  };
}
