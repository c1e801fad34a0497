import type { Context } from "hono";

/** For catalog data that changes a few times a year: browsers and the edge may keep it a while. */
export function cacheCatalog(c: Context) {
  c.header("Cache-Control", "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
}

/** For answers that belong to one person or change at any moment. */
export function noStore(c: Context) {
  c.header("Cache-Control", "no-store");
}
