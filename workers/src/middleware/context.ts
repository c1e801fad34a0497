import { createDb } from "@chauffeur/db";
import type { MiddlewareHandler } from "hono";
import { loadConfig } from "../env";
import type { AppEnv } from "../http/types";
import { servicesFor } from "../services/context";

/** Gives every request its id, the validated configuration and the services context (built once here). */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("requestId", c.req.header("cf-ray") ?? crypto.randomUUID());
  const config = loadConfig(c.env);
  c.set("config", config);
  c.set("services", servicesFor({ db: createDb(c.env.DB), config, bucket: c.env.REMOTES }));
  await next();
};
