import { Hono } from "hono";
import { publicConfig } from "../lib/public-config";
import type { AppEnv } from "../lib/types";

/** The micro-frontend manifest and the company's public details (pages get them inside their HTML). */
export const configRoutes = new Hono<AppEnv>().get("/", (c) => {
  // Short: a new micro-frontend release is picked up within a minute.
  c.header("Cache-Control", "public, max-age=60");
  return c.json(publicConfig(c.get("config")), 200);
});
