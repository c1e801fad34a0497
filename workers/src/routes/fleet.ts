import { Hono } from "hono";
import { etag } from "hono/etag";
import { cacheCatalog } from "../lib/cache";
import type { AppEnv } from "../lib/types";
import { listFleet } from "../services/catalog";

export const fleetRoutes = new Hono<AppEnv>().use(etag()).get("/", async (c) => {
  const fleet = await listFleet({ db: c.get("db") });
  cacheCatalog(c);
  return c.json(fleet, 200);
});
