import { PageQuery, RegisterDriver } from "@chauffeur/contract";
import { Hono } from "hono";
import type { AppEnv } from "../lib/types";
import { jsonBody, queryParams } from "../lib/validate";
import { requireAdmin } from "../middleware/auth";
import { listDrivers } from "../services/drivers/admin";
import { registerDriver } from "../services/drivers/register";

/** /api/drivers: the admin's driver list and registration (the driver's own routes come with issue 7). */
export const driversRoutes = new Hono<AppEnv>()
  .get("/", requireAdmin, async (c) => {
    const query = queryParams(c, PageQuery);
    return c.json(await listDrivers({ db: c.get("db"), query }), 200);
  })
  .post("/register", requireAdmin, async (c) => {
    const input = await jsonBody(c, RegisterDriver);
    return c.json(await registerDriver({ db: c.get("db"), input }), 201);
  });
