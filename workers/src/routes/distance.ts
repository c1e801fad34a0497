import { DistanceRequest, DistanceResponse } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../lib/openapi";
import { mapsProviderFor } from "../services/maps";

const measureDistance = apiRoute({
  method: "post",
  path: "/",
  tags: ["trip"],
  summary: "Road miles between two places, to one decimal",
  request: { body: jsonBody(DistanceRequest) },
  responses: { 200: json(DistanceResponse, "The distance and the places both ends resolved to") },
  errors: [422],
});

/** POST /api/distance: road miles between two places, to one decimal; 422 when an end is unknown. */
export const distanceRoutes = createRouter().openapi(measureDistance, async (c) => {
  const maps = mapsProviderFor({ db: c.get("db"), config: c.get("config") });
  return c.json(await maps.distance(c.req.valid("json")), 200);
});
