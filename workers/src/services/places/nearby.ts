import type { NearbyPlaces } from "@chauffeur/contract";
import { type Db, places } from "@chauffeur/db";
import { and, between, desc, inArray } from "drizzle-orm";
import type { Ctx } from "../core/context";

type Bounds = { south: number; west: number; north: number; east: number; limit: number };

/**
 * The query of a map's labels: cities and airports between its latitudes (through `places_kind_lat_idx`,
 * not a scan of the gazetteer), then its longitudes, the biggest first.
 */
export function nearbyQuery(db: Db, bounds: Bounds) {
  return db
    .select({ name: places.name, state: places.state, kind: places.kind, lat: places.lat, lng: places.lng })
    .from(places)
    .where(
      and(
        inArray(places.kind, ["city", "airport"]),
        between(places.lat, bounds.south, bounds.north),
        between(places.lng, bounds.west, bounds.east),
      ),
    )
    .orderBy(desc(places.rank), places.name)
    .limit(bounds.limit);
}

/**
 * The gazetteer's biggest cities and its airports inside a map's bounds, for the offline basemap's labels
 * (airports rank first, then cities by population).
 */
export async function nearbyPlaces({
  ctx,
  input: bounds,
}: {
  ctx: Pick<Ctx, "db">;
  input: Bounds;
}): Promise<NearbyPlaces> {
  const rows = await nearbyQuery(ctx.db, bounds);
  return { places: rows.map((r) => ({ ...r, kind: r.kind === "airport" ? "airport" : "city" })) };
}
