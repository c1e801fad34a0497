import { Hono } from "hono";
import { cachedJson } from "../lib/cache";
import type { AppEnv } from "../lib/types";
import { readCatalog } from "../services/catalog";

export const fleetRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { fleet } = await readCatalog({ db: c.get("db") });
  return cachedJson(c, fleet);
});
