import { AutocompleteRequest, type AutocompleteResponse } from "@chauffeur/contract";
import { Hono } from "hono";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";
import { mapsProviderFor } from "../services/maps";

/** POST /api/places/autocomplete: US suggestions for a typed address, airports and big places first. */
export const placesRoutes = new Hono<AppEnv>().post("/autocomplete", async (c) => {
  const input = await jsonBody(c, AutocompleteRequest);
  const maps = mapsProviderFor({ db: c.get("db"), config: c.get("config") });
  const body: AutocompleteResponse = { predictions: await maps.autocomplete(input.input_text) };
  return c.json(body, 200);
});
