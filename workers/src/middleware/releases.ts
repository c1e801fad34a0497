import { INTEGRITY_LIST, REMOTE_NAMES, type RemoteName, RemoteVersion } from "@chauffeur/contract";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/types";
import { contentTypeOf, IMMUTABLE, releasedFile, sealedIntegrityList } from "../services/remotes/build-files";

const isRemote = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/**
 * A released version's files (`/remotes/<name>/<version>/...`) from the REMOTES bucket, cached as
 * immutable: each file is the bytes its seal pinned. Only sealed versions are served; any other path
 * under /remotes/ (the built-in remotes) goes on to the assets.
 */
export const serveRelease: MiddlewareHandler<AppEnv> = async (c, next) => {
  const remote = c.req.param("remote") ?? "";
  const version = c.req.param("version") ?? "";
  if (!isRemote(remote) || !RemoteVersion.safeParse(version).success) return next();
  const path = c.req.path.slice(`/remotes/${remote}/${version}/`.length);
  if (!path || path.split("/").some((part) => part === "" || part === "." || part === "..")) {
    return c.text("Not Found", 404);
  }
  if (path === INTEGRITY_LIST) {
    const list = await sealedIntegrityList(c.var.services.db, remote, version);
    if (list === null) return c.text("Not Found", 404);
    const headers = { "Content-Type": "application/json", "Cache-Control": IMMUTABLE };
    return new Response(c.req.method === "HEAD" ? null : list, { status: 200, headers });
  }
  const object = await releasedFile({
    ctx: c.var.services,
    input: { remote, version, path, conditional: c.req.raw.headers },
  });
  if (!object) return c.text("Not Found", 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("Content-Type", contentTypeOf(path));
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", IMMUTABLE);
  // No body: the If-None-Match matched (R2 answers the metadata only).
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(c.req.method === "HEAD" ? null : object.body, { status: 200, headers });
};
