import { DistanceRequest, DistanceResponse } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { measureDistance as measureTripDistance } from "../services/places/distance";

const measureDistance = apiRoute({
  operationId: "measureDistance",
  method: "post",
  path: "/",
  tags: ["trip"],
  summary:
    "Road miles between two places (through up to 3 stops, in order), to one decimal; a trip outside the service area is 422 with `code: outside_service_area`",
  request: { body: jsonBody(DistanceRequest) },
  responses: { 200: json(DistanceResponse, "The distance and the places both ends resolved to") },
  errors: [422],
});

/** POST /api/distance: road miles between two places, through any stops (services/places/distance.ts). */
export const distanceRoutes = createRouter().openapi(measureDistance, async (c) =>
  c.json(await measureTripDistance({ ctx: c.var.services, input: c.req.valid("json") }), 200),
);
