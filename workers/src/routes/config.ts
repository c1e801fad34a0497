import { PublicConfig } from "@chauffeur/contract";
import { apiRoute, createRouter, json } from "../lib/openapi";
import { publicConfig } from "../lib/public-config";

const getConfig = apiRoute({
  method: "get",
  path: "/",
  tags: ["site"],
  summary:
    "The micro-frontend manifest, the company's public details, the map tile source and the card processor",
  responses: { 200: json(PublicConfig, "The shell's boot data (cached 60 s; pages carry it in their HTML)") },
});

/** The micro-frontend manifest and the company's public details (pages get them inside their HTML). */
export const configRoutes = createRouter().openapi(getConfig, (c) => {
  // Short: a new micro-frontend release is picked up within a minute.
  c.header("Cache-Control", "public, max-age=60");
  return c.json(publicConfig(c.get("config")), 200);
});
