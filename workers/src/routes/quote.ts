import { QuoteRequest } from "@chauffeur/contract";
import { Hono } from "hono";
import type { AppEnv } from "../lib/types";
import { jsonBody } from "../lib/validate";
import { mapsProviderFor } from "../services/maps";
import { quoteTrip } from "../services/quote";

/** POST /api/quote: the server's price for a trip (PRODUCT.md: the server owns the price). */
export const quoteRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const input = await jsonBody(c, QuoteRequest);
  const db = c.get("db");
  const maps = mapsProviderFor({ db, config: c.get("config") });
  return c.json(await quoteTrip({ db, maps, input }), 200);
});
