import type { DistanceRequest, PlacePrediction } from "@chauffeur/contract";
import type { FetchFn } from "../core/context";
import { UnknownPlaceError } from "../core/errors";
import { MAX_SUGGESTIONS, type MapsProvider } from "./provider";

const METERS_PER_MILE = 1609.344;
const AIRPORT_TYPE = "airport";

interface AutocompleteAnswer {
  status: string;
  predictions?: { description: string; place_id: string; types?: string[] }[];
}
interface GeocodeAnswer {
  status: string;
  results?: { formatted_address: string; place_id: string; types?: string[] }[];
}
interface MatrixAnswer {
  status: string;
  rows?: { elements?: { status: string; distance?: { value: number } }[] }[];
}

/** Google Places Autocomplete and the Distance Matrix (their JSON web services), restricted to the US. */
export function googleMapsProvider(apiKey: string, apiBase: string, fetchFn: FetchFn = fetch): MapsProvider {
  const base = apiBase.replace(/\/$/, "");
  async function getJson<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = `${base}${path}?${new URLSearchParams({ ...params, key: apiKey })}`;
    const res = await fetchFn(url);
    if (!res.ok) throw new Error(`Google Maps answered HTTP ${res.status} for ${path}`);
    return (await res.json()) as T;
  }
  const endpoint = (text: string, placeId?: string) =>
    placeId && !placeId.startsWith("gz:") ? `place_id:${placeId}` : text;

  return {
    name: "google",
    async autocomplete(input): Promise<PlacePrediction[]> {
      const answer = await getJson<AutocompleteAnswer>("/maps/api/place/autocomplete/json", {
        input,
        components: "country:us",
      });
      if (answer.status !== "OK" && answer.status !== "ZERO_RESULTS") {
        throw new Error(`Google Places autocomplete status ${answer.status}`);
      }
      return (answer.predictions ?? []).slice(0, MAX_SUGGESTIONS).map((p) => {
        const airport = p.types?.includes(AIRPORT_TYPE) ?? false;
        return {
          description: p.description,
          formatted_address: p.description,
          place_id: p.place_id,
          kind: airport ? "airport" : "address",
          airport,
        };
      });
    },
    async distance(request: DistanceRequest) {
      const answer = await getJson<MatrixAnswer>("/maps/api/distancematrix/json", {
        origins: endpoint(request.pickup, request.pickupPlaceId),
        destinations: endpoint(request.destination, request.destinationPlaceId),
        units: "imperial",
        region: "us",
      });
      // A refused or failed request is the service's failure (the gazetteer answers instead); an end it
      // cannot find (NOT_FOUND) or no road between them (ZERO_RESULTS) is the trip's, never guessed.
      if (answer.status !== "OK") throw new Error(`Google Distance Matrix status ${answer.status}`);
      const element = answer.rows?.[0]?.elements?.[0];
      if (element?.status !== "OK" || !element.distance) {
        throw new UnknownPlaceError(
          "Could not measure a route between the pickup location and the destination. Please choose places from the suggestions, or our team can quote this trip for you.",
        );
      }
      return { distance: Math.round((element.distance.value / METERS_PER_MILE) * 10) / 10, source: "google" };
    },
    // The Distance Matrix says how far, not where: the service area then checks the trip's length only.
    async locate() {
      return null;
    },
    // The Geocoding API's reverse geocoding: the address at the point, the most precise result first.
    async reverse({ lat, lng }) {
      const answer = await getJson<GeocodeAnswer>("/maps/api/geocode/json", {
        latlng: `${lat},${lng}`,
        region: "us",
      });
      if (answer.status !== "OK" && answer.status !== "ZERO_RESULTS") {
        throw new Error(`Google reverse geocoding status ${answer.status}`);
      }
      const here = answer.results?.find((r) => /, USA$/.test(r.formatted_address));
      if (!here) return null;
      const description = here.formatted_address.replace(/, USA$/, "");
      const airport = here.types?.includes(AIRPORT_TYPE) ?? false;
      return {
        description,
        formatted_address: description,
        place_id: here.place_id,
        kind: airport ? "airport" : "address",
        airport,
      };
    },
  };
}
