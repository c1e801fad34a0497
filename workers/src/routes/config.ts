import { PublicConfig } from "@chauffeur/contract";
import { apiRoute, createRouter, json } from "../http/openapi";
import { publicConfig } from "../http/public-config";
import { readCatalog } from "../services/catalog";

const getConfig = apiRoute({
  operationId: "getSiteConfig",
  method: "get",
  path: "/",
  tags: ["site"],
  summary:
    "The micro-frontend manifest, the company's public details, the map tile source and the card processor",
  responses: { 200: json(PublicConfig, "The shell's boot data (cached 60 s; pages carry it in their HTML)") },
});

/** The micro-frontend manifest and the company's public details (pages get them inside their HTML). */
export const configRoutes = createRouter().openapi(getConfig, async (c) => {
  // The manifest is read with the catalog (kept in memory, re-checked every 2 s).
  const { remotes, pricing } = await readCatalog({ ctx: c.var.services });
  // Short: a promoted or rolled-back micro-frontend is picked up within a minute.
  c.header("Cache-Control", "public, max-age=60");
  return c.json(publicConfig(c.get("config"), remotes, pricing?.rules), 200);
});
