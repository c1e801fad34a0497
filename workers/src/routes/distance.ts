import { DistanceRequest, DistanceResponse } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { mapsProviderFor } from "../services/places";
import { requireServiceArea, serviceAreaOf } from "../services/places/service-area";
import { measureThroughStops } from "../services/places/through-stops";

const measureDistance = apiRoute({
  method: "post",
  path: "/",
  tags: ["trip"],
  summary:
    "Road miles between two places (through up to 3 stops, in order), to one decimal; a trip outside the service area is 422 with `code: outside_service_area`",
  request: { body: jsonBody(DistanceRequest) },
  responses: { 200: json(DistanceResponse, "The distance and the places both ends resolved to") },
  errors: [422],
});

/**
 * POST /api/distance: road miles between two places, through any stops, to one decimal; 422 when an end is unknown, or
 * (with its `code`) when the pickup is outside the service area or the trip longer than it allows.
 */
export const distanceRoutes = createRouter().openapi(measureDistance, async (c) => {
  const config = c.get("config");
  const maps = mapsProviderFor({ db: c.get("db"), config });
  const request = c.req.valid("json");
  const measured = await measureThroughStops(maps, request);
  requireServiceArea(serviceAreaOf(config), {
    pickup: measured.pickup,
    pickupText: request.pickup,
    miles: measured.distance,
  });
  return c.json(measured, 200);
});
