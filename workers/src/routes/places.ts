import { AutocompleteRequest, AutocompleteResponse } from "@chauffeur/contract";
import { apiRoute, createRouter, json, jsonBody } from "../lib/openapi";
import { mapsProviderFor } from "../services/maps";

const autocomplete = apiRoute({
  method: "post",
  path: "/autocomplete",
  tags: ["trip"],
  summary: "US place suggestions for a typed address, airports and big places first",
  request: { body: jsonBody(AutocompleteRequest) },
  responses: { 200: json(AutocompleteResponse, "At most 8 suggestions") },
});

/** POST /api/places/autocomplete: US suggestions for a typed address, airports and big places first. */
export const placesRoutes = createRouter().openapi(autocomplete, async (c) => {
  const input = c.req.valid("json");
  const maps = mapsProviderFor({ db: c.get("db"), config: c.get("config") });
  const body: AutocompleteResponse = { predictions: await maps.autocomplete(input.input_text) };
  return c.json(body, 200);
});
