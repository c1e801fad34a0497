import { DistanceRequest } from "@chauffeur/contract";
import { Hono } from "hono";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";
import { mapsProviderFor } from "../services/maps";

/** POST /api/distance: road miles between two places, to one decimal; 422 when an end is unknown. */
export const distanceRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const input = await jsonBody(c, DistanceRequest);
  const maps = mapsProviderFor({ db: c.get("db"), config: c.get("config") });
  return c.json(await maps.distance(input), 200);
});
