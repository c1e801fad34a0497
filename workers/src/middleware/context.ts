import { createDb } from "@chauffeur/db";
import type { MiddlewareHandler } from "hono";
import { loadConfig } from "../env";
import type { AppEnv } from "../http/types";

/** Gives every request its id, the validated configuration and the database. */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("requestId", c.req.header("cf-ray") ?? crypto.randomUUID());
  c.set("config", loadConfig(c.env));
  c.set("db", createDb(c.env.DB));
  await next();
};
