import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/types";
import { mediaKey } from "../services/fleet/media";
import { IMMUTABLE } from "../services/remotes/build-files";

/**
 * The console's uploaded pictures (`/media/...`): each name carries its content's hash, so it is cached
 * as immutable; a path no upload makes goes on to the assets.
 */
export const serveMedia: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = mediaKey(c.req.path);
  if (!key) return next();
  const object = await c.var.services.bucket.get(key, { onlyIf: c.req.raw.headers });
  if (!object) return c.text("Not Found", 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", IMMUTABLE);
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(c.req.method === "HEAD" ? null : object.body, { status: 200, headers });
};
