import { FleetList } from "@chauffeur/contract";
import { etag } from "hono/etag";
import { cacheCatalog } from "../lib/cache";
import { apiRoute, createRouter, json } from "../lib/openapi";
import { listFleet } from "../services/catalog";

const getFleet = apiRoute({
  method: "get",
  path: "/",
  tags: ["site"],
  middleware: [etag()],
  summary: "The fleet (cacheable, with an ETag)",
  responses: { 200: json(FleetList, "Every vehicle of the fleet") },
});

export const fleetRoutes = createRouter().openapi(getFleet, async (c) => {
  const fleet = await listFleet({ db: c.get("db") });
  cacheCatalog(c);
  return c.json(fleet, 200);
});
