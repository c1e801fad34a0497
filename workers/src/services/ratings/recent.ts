import {
  type AdminRatings,
  type AdminRatingsQuery,
  LOW_RATING_STARS,
  type RatingReason,
} from "@chauffeur/contract";
import { bookings, drivers, rideRatings } from "@chauffeur/db";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { ratingSince } from "./averages";

/** The most dispatch reviews at once: a quarter's low ratings fit many times over. */
const MAX_ROWS = 500;

/**
 * GET /api/admin/ratings: the last 90 days' ratings, newest first, with the ride and its chauffeur (a
 * chauffeur removed since reads as "Former chauffeur"); `low` keeps those of 3 stars or fewer.
 */
export async function recentRatings({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: AdminRatingsQuery;
}): Promise<AdminRatings> {
  const rows = await ctx.db
    .select({
      bookingId: rideRatings.bookingId,
      reference: sql<string>`coalesce(${bookings.reference}, '')`,
      driverId: rideRatings.driverId,
      driverName: sql<string>`coalesce(${drivers.firstName} || ' ' || ${drivers.lastName}, 'Former chauffeur')`,
      stars: rideRatings.stars,
      comment: rideRatings.comment,
      reasons: rideRatings.reasons,
      at: rideRatings.createdAt,
    })
    .from(rideRatings)
    .leftJoin(bookings, eq(bookings.id, rideRatings.bookingId))
    .leftJoin(drivers, eq(drivers.id, rideRatings.driverId))
    .where(
      and(
        gte(rideRatings.createdAt, ratingSince(ctx.now)),
        input.low === "true" ? lte(rideRatings.stars, LOW_RATING_STARS) : undefined,
      ),
    )
    .orderBy(desc(rideRatings.createdAt))
    .limit(MAX_ROWS);
  return { items: rows.map((r) => ({ ...r, reasons: r.reasons as RatingReason[] })) };
}
