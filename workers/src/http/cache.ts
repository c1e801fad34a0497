import type { Context } from "hono";

/** For catalog data that changes a few times a year: browsers and the edge may keep it a while. */
export function cacheCatalog(c: Context) {
  c.header("Cache-Control", "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
}

/** For answers that belong to one person or change at any moment. */
export function noStore(c: Context) {
  c.header("Cache-Control", "no-store");
}

/** Whether an If-None-Match header names this ETag (weakly compared, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => bare(t) === bare(etag));
}

/** Answers prepared JSON with its ETag, or 304 when the browser already has it. */
export function cachedJson(c: Context, body: { json: string; etag: string }) {
  cacheCatalog(c);
  c.header("ETag", body.etag);
  if (matches(c.req.header("if-none-match"), body.etag)) return c.body(null, 304);
  return c.body(body.json, 200, { "Content-Type": "application/json" });
}
