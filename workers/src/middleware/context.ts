import { createDb } from "@chauffeur/db";
import type { MiddlewareHandler } from "hono";
import { loadConfig } from "../env";
import type { AppEnv } from "../http/types";
import { readCatalog } from "../services/catalog";
import { servicesFor } from "../services/context";
import { withPolicies } from "../services/settings";

/**
 * Gives every request its id, the validated configuration with the owner's policies over it (read with
 * the catalog, kept in memory until it changes) and the services context (built once here).
 */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("requestId", c.req.header("cf-ray") ?? crypto.randomUUID());
  const db = createDb(c.env.DB);
  const config = withPolicies(loadConfig(c.env), await savedPolicies(db));
  c.set("config", config);
  c.set("services", servicesFor({ db, config, bucket: c.env.REMOTES }));
  await next();
};

/** The owner's saved policies; none when the catalog cannot be read (the deployment's values then hold). */
export async function savedPolicies(db: ReturnType<typeof createDb>): Promise<Record<string, unknown>> {
  try {
    return (await readCatalog({ ctx: { db } })).settings;
  } catch {
    return {};
  }
}
