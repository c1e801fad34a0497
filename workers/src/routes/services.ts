import { Hono } from "hono";
import { etag } from "hono/etag";
import { cacheCatalog } from "../lib/cache";
import type { AppEnv } from "../lib/types";
import { listServices } from "../services/catalog";

export const servicesRoutes = new Hono<AppEnv>().use(etag()).get("/", async (c) => {
  const list = await listServices({ db: c.get("db") });
  cacheCatalog(c);
  return c.json(list, 200);
});
