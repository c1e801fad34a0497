import { type ServiceItem, ServiceList } from "@chauffeur/contract";
import type { TypedResponse } from "hono";
import { cachedJson } from "../http/cache";
import { apiRoute, createRouter, json } from "../http/openapi";
import { readCatalog } from "../services/catalog";

const getServices = apiRoute({
  operationId: "getServices",
  method: "get",
  path: "/",
  tags: ["site"],
  summary: "The service categories (cacheable, with an ETag; kept in memory until the catalog changes)",
  responses: {
    304: { description: "The copy named by If-None-Match is current" },
    200: json(ServiceList, "Every service category"),
  },
});

export const servicesRoutes = createRouter().openapi(getServices, async (c) => {
  const { services } = await readCatalog({ ctx: c.var.services });
  // The JSON prepared when the catalog was read (this schema, serialized once), or a 304.
  return cachedJson(c, services) as unknown as TypedResponse<ServiceItem[], 200, "json">;
});
