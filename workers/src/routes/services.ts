import { Hono } from "hono";
import { cachedJson } from "../lib/cache";
import type { AppEnv } from "../lib/types";
import { readCatalog } from "../services/catalog";

export const servicesRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { services } = await readCatalog({ db: c.get("db") });
  return cachedJson(c, services);
});
