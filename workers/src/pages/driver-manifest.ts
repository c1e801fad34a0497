import type { Handler } from "hono";
import type { AppEnv } from "../http/types";

/**
 * The chauffeur app's web app manifest, in the site's name: a driver adds /driver to the home screen and
 * it opens like an app (mfe-driver/src/offline links it and registers the service worker beside it).
 */
export const driverManifest: Handler<AppEnv> = (c) => {
  const name = c.get("config").SITE_NAME;
  c.header("Content-Type", "application/manifest+json; charset=utf-8");
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(
    JSON.stringify({
      name: `${name} · Chauffeur app`,
      short_name: "Chauffeur",
      description: `Your rides with ${name}: today, upcoming and past, readable without a connection.`,
      start_url: "/driver",
      scope: "/driver",
      display: "standalone",
      orientation: "portrait",
      background_color: "#0e0f12",
      theme_color: "#0e0f12",
      icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
    }),
  );
};
