import { z } from "zod";
import { MAX_STOPS } from "../rules/pricing";
import { queryInteger, singleLine } from "./text";

const placeText = singleLine(200).pipe(z.string().min(1, "is required"));

/** POST /api/places/autocomplete (SPEC.md section 7): suggestions for what the customer typed. */
export const AutocompleteRequest = z.object({
  input_text: singleLine(100).pipe(z.string().min(2, "must be at least 2 characters")),
  components: singleLine(50).optional(),
});
export type AutocompleteRequest = z.infer<typeof AutocompleteRequest>;

export const PlaceKind = z.enum(["airport", "city", "zip", "address", "venue"]);
export type PlaceKind = z.infer<typeof PlaceKind>;

/** What a venue is (a place a chauffeur picks people up at that is neither a town nor an airport). */
export const VenueCategory = z.enum([
  "hotel",
  "station",
  "ferry_terminal",
  "hospital",
  "university",
  "stadium",
  "convention_centre",
]);
export type VenueCategory = z.infer<typeof VenueCategory>;

/** The category in the customer's words, under a suggestion. */
export const VENUE_CATEGORY_LABELS: Readonly<Record<VenueCategory, string>> = {
  hotel: "Hotel",
  station: "Station",
  ferry_terminal: "Ferry and cruise terminal",
  hospital: "Hospital",
  university: "University or college",
  stadium: "Stadium or arena",
  convention_centre: "Convention centre",
};

/** A place suggestion: SPEC.md's description, formatted_address and place_id, plus what kind it is. */
export const PlacePrediction = z.object({
  description: z.string(),
  formatted_address: z.string(),
  place_id: z.string(),
  kind: PlaceKind.optional(),
  /** For a venue: what it is. */
  category: VenueCategory.optional(),
  airport: z.boolean().optional(),
  /**
   * A typed street address the embedded gazetteer cannot place itself: the ZIP area or city it is
   * measured from ("Boston, MA"), for the page to say the location is approximate.
   */
  near: z.string().optional(),
});
export type PlacePrediction = z.infer<typeof PlacePrediction>;

export const AutocompleteResponse = z.object({ predictions: z.array(PlacePrediction).max(8) });
export type AutocompleteResponse = z.infer<typeof AutocompleteResponse>;

/** POST /api/places/reverse: where the customer's phone says they are (its latitude and longitude). */
export const ReverseRequest = z.object({
  lat: z.number("must be a number of degrees").min(-90).max(90),
  lng: z.number("must be a number of degrees").min(-180).max(180),
});
export type ReverseRequest = z.infer<typeof ReverseRequest>;

/** The place there, as a suggestion to pick up from (`near` when it is only the ZIP area); null when none is known. */
export const ReverseResponse = z.object({ place: PlacePrediction.nullable() });
export type ReverseResponse = z.infer<typeof ReverseResponse>;

/** POST /api/distance: both ends as text, optionally with the place ids of picked suggestions, and any stops in order. */
export const DistanceRequest = z.object({
  pickup: placeText,
  destination: placeText,
  stops: z.array(placeText).max(MAX_STOPS, `at most ${MAX_STOPS} stops`).optional(),
  pickupPlaceId: singleLine(200).optional(),
  destinationPlaceId: singleLine(200).optional(),
});
export type DistanceRequest = z.infer<typeof DistanceRequest>;

export const ResolvedPlace = z.object({
  description: z.string(),
  place_id: z.string(),
  lat: z.number(),
  lng: z.number(),
  airport: z.boolean(),
});
export type ResolvedPlace = z.infer<typeof ResolvedPlace>;

/** Miles to one decimal, with the places both ends resolved to. */
export const DistanceResponse = z.object({
  distance: z.number(),
  /** The gazetteer says which places it measured between; a maps provider may not. */
  pickup: ResolvedPlace.optional(),
  destination: ResolvedPlace.optional(),
  /** Where the stops are, in order, when the provider placed every one. */
  stops: z.array(ResolvedPlace).max(MAX_STOPS).optional(),
  /** gazetteer: the great-circle estimate with a road factor; router and google: the distance by road. */
  source: z.enum(["gazetteer", "google", "router"]),
  /** The driving route as [lat, lng] pairs (simplified), when a router drew it. */
  route: z
    .array(z.tuple([z.number(), z.number()]))
    .max(5000)
    .optional(),
});
export type DistanceResponse = z.infer<typeof DistanceResponse>;

/** A latitude or longitude in a query string (or a number from the typed client), within its range. */
function queryDegrees(min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^-?\d{1,3}(\.\d{1,8})?$/)
          .transform(Number),
      ],
      {
        error: "must be a number of degrees",
      },
    )
    .pipe(z.number().min(min).max(max));
}

/** GET /api/places/nearby: a map's bounds; at most 20 degrees tall and 30 wide (a region, not the world). */
export const NearbyQuery = z
  .object({
    south: queryDegrees(-90, 90),
    west: queryDegrees(-180, 180),
    north: queryDegrees(-90, 90),
    east: queryDegrees(-180, 180),
    limit: queryInteger(1, 40).default(12),
  })
  .refine((b) => b.north > b.south && b.east > b.west, {
    path: ["north"],
    message: "north and east must be beyond south and west",
  })
  .refine((b) => b.north - b.south <= 20 && b.east - b.west <= 30, {
    path: ["north"],
    message: "bounds may span at most 20 degrees of latitude and 30 of longitude",
  });
export type NearbyQuery = z.input<typeof NearbyQuery>;

/** One of the gazetteer's places a map labels: the biggest first. */
export const NearbyPlace = z.object({
  name: z.string(),
  state: z.string(),
  kind: z.enum(["city", "airport"]),
  lat: z.number(),
  lng: z.number(),
});
export const NearbyPlaces = z.object({ places: z.array(NearbyPlace) });
export type NearbyPlaces = z.infer<typeof NearbyPlaces>;
