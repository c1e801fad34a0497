import { ServiceList } from "@chauffeur/contract";
import { etag } from "hono/etag";
import { cacheCatalog } from "../lib/cache";
import { apiRoute, createRouter, json } from "../lib/openapi";
import { listServices } from "../services/catalog";

const getServices = apiRoute({
  method: "get",
  path: "/",
  tags: ["site"],
  middleware: [etag()],
  summary: "The service categories (cacheable, with an ETag)",
  responses: { 200: json(ServiceList, "Every service category") },
});

export const servicesRoutes = createRouter().openapi(getServices, async (c) => {
  const list = await listServices({ db: c.get("db") });
  cacheCatalog(c);
  return c.json(list, 200);
});
