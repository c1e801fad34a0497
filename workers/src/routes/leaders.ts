import { type Leader, LeaderList } from "@chauffeur/contract";
import type { TypedResponse } from "hono";
import { cachedJson } from "../http/cache";
import { apiRoute, createRouter, json } from "../http/openapi";
import { readCatalog } from "../services/catalog";

const getLeaders = apiRoute({
  operationId: "getLeaders",
  method: "get",
  path: "/",
  tags: ["site"],
  summary:
    "The leadership profiles of the about page (cacheable, with an ETag; kept in memory until the catalog changes)",
  responses: {
    304: { description: "The copy named by If-None-Match is current" },
    200: json(LeaderList, "Every leader shown, in order"),
  },
});

export const leadersRoutes = createRouter().openapi(getLeaders, async (c) => {
  const { leaders } = await readCatalog({ ctx: c.var.services });
  // The JSON prepared when the catalog was read (this schema, serialized once), or a 304.
  return cachedJson(c, leaders) as unknown as TypedResponse<Leader[], 200, "json">;
});
