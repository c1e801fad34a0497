import {
  AutocompleteRequest,
  AutocompleteResponse,
  NearbyPlaces,
  NearbyQuery,
  ReverseRequest,
  ReverseResponse,
} from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../http/openapi";
import { nearbyPlaces } from "../services/places/nearby";

const autocomplete = apiRoute({
  operationId: "suggestPlaces",
  method: "post",
  path: "/autocomplete",
  tags: ["trip"],
  summary: "US place suggestions for a typed address, airports and big places first",
  request: { body: jsonBody(AutocompleteRequest) },
  responses: { 200: json(AutocompleteResponse, "At most 8 suggestions") },
});

const reverse = apiRoute({
  operationId: "reverseGeocode",
  method: "post",
  path: "/reverse",
  tags: ["trip"],
  summary:
    "The place at the customer's own position (Use my location): a venue there, an address, or the nearest ZIP area marked `near` (approximate)",
  request: { body: jsonBody(ReverseRequest) },
  responses: { 200: json(ReverseResponse, "The place, or null when none is known there") },
});

const nearby = apiRoute({
  operationId: "listNearbyPlaces",
  method: "get",
  path: "/nearby",
  tags: ["trip"],
  summary: "The gazetteer's biggest cities and its airports inside a map's bounds (the offline map's labels)",
  request: { query: NearbyQuery },
  responses: { 200: json(NearbyPlaces, "At most `limit` places, the biggest first") },
});

/**
 * POST /api/places/autocomplete: US suggestions for a typed address, airports and big places first.
 * POST /api/places/reverse: the place at the customer's position (the pickup field's "Use my location").
 * GET /api/places/nearby: the places an offline map labels; the gazetteer changes only with a deploy, so
 * browsers keep the answer for a day.
 */
export const placesRoutes = createRouter()
  .openapi(autocomplete, async (c) => {
    const { maps } = c.var.services;
    const body: AutocompleteResponse = {
      predictions: await maps.autocomplete(c.req.valid("json").input_text),
    };
    return c.json(body, 200);
  })
  .openapi(reverse, async (c) => {
    const body: ReverseResponse = { place: await c.var.services.maps.reverse(c.req.valid("json")) };
    return c.json(body, 200);
  })
  .openapi(nearby, async (c) => {
    c.header("Cache-Control", "public, max-age=86400");
    return c.json(await nearbyPlaces({ ctx: c.var.services, input: c.req.valid("query") }), 200);
  });
