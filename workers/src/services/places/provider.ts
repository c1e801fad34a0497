import type { DistanceRequest, DistanceResponse, PlacePrediction, ResolvedPlace } from "@chauffeur/contract";

/** Where suggestions and distances come from: the embedded gazetteer, or a real maps provider. */
export interface MapsProvider {
  readonly name: "gazetteer" | "google" | "photon";
  /** At most 8 US suggestions for what the customer typed. */
  autocomplete(input: string): Promise<PlacePrediction[]>;
  /** Miles to one decimal; throws UnknownPlaceError (422 `unknown_place`) when an end cannot be found. */
  distance(request: DistanceRequest): Promise<DistanceResponse>;
  /** Where a place is (for the service area), or null when the provider cannot say. */
  locate(text: string, placeId?: string): Promise<ResolvedPlace | null>;
  /** The US place at a point (the customer's own position), or null when the provider knows none there. */
  reverse(point: { lat: number; lng: number }): Promise<PlacePrediction | null>;
}

export const MAX_SUGGESTIONS = 8;
