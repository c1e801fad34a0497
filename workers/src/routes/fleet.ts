import { FleetList, type FleetVehicle } from "@chauffeur/contract";
import type { TypedResponse } from "hono";
import { cachedJson } from "../http/cache";
import { apiRoute, createRouter, json } from "../http/openapi";
import { readCatalog } from "../services/catalog";

const getFleet = apiRoute({
  operationId: "getFleet",
  method: "get",
  path: "/",
  tags: ["site"],
  summary: "The fleet (cacheable, with an ETag; kept in memory until the catalog changes)",
  responses: {
    304: { description: "The copy named by If-None-Match is current" },
    200: json(FleetList, "Every vehicle of the fleet"),
  },
});

export const fleetRoutes = createRouter().openapi(getFleet, async (c) => {
  const { fleet } = await readCatalog({ ctx: c.var.services });
  // The JSON prepared when the catalog was read (this schema, serialized once), or a 304.
  return cachedJson(c, fleet) as unknown as TypedResponse<FleetVehicle[], 200, "json">;
});
