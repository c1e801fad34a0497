import type { Handler } from "hono";
import type { AppEnv } from "../lib/types";

/**
 * Pages and files come from the assets binding. Its single-page fallback answers index.html for any
 * unknown path; for a missing file (a path with an extension, like a remote's entry) that would be a
 * 200 with HTML where JavaScript was asked for, so those get a real 404.
 */
export const serveAssets: Handler<AppEnv> = async (c) => {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  const lastSegment = c.req.path.split("/").pop() ?? "";
  const wantsFile = /\.[a-z0-9]+$/i.test(lastSegment) && !lastSegment.endsWith(".html");
  if (wantsFile && res.headers.get("content-type")?.includes("text/html")) {
    return c.text("Not Found", 404);
  }
  return res;
};
