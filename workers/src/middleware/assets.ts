import type { Handler } from "hono";
import type { AppEnv } from "../http/types";

const HASHED = /\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.(js|css|svg|png|jpg|webp|woff2?)$/;

/**
 * Pages and files come from the assets binding. Its single-page fallback answers index.html for any
 * unknown path; for a missing file (a path with an extension, like a remote's entry) that would be a
 * 200 with HTML where JavaScript was asked for, so those get a real 404.
 */
export const serveAssets: Handler<AppEnv> = async (c) => {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  const path = c.req.path;
  const lastSegment = path.split("/").pop() ?? "";
  const wantsFile = /\.[a-z0-9]+$/i.test(lastSegment) && !lastSegment.endsWith(".html");
  if (wantsFile && res.headers.get("content-type")?.includes("text/html")) {
    return c.text("Not Found", 404);
  }
  if (res.status !== 200) return res;
  // Content-hashed files never change; a remote's entry must be fresh so a new release is picked up.
  const cacheControl = HASHED.test(path)
    ? "public, max-age=31536000, immutable"
    : lastSegment === "remoteEntry.js"
      ? "no-cache"
      : null;
  if (!cacheControl) return res;
  const out = new Response(res.body, res);
  out.headers.set("Cache-Control", cacheControl);
  return out;
};
