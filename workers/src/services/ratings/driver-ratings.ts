import type { DriverRatings, RatingReason } from "@chauffeur/contract";
import { rideRatings } from "@chauffeur/db";
import { and, desc, eq, gte } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { driverRating, ratingFlagOf, ratingSince } from "./averages";

/**
 * GET /api/drivers/{id}/ratings: the chauffeur's own 90-day average and every rating with its comment,
 * newest first. Nothing that says who gave it: no name, no reference, no trip.
 */
export async function driverRatings({
  ctx,
  input: { driverId },
}: {
  ctx: Ctx;
  input: { driverId: string };
}): Promise<DriverRatings> {
  const rows = await ctx.db
    .select({
      stars: rideRatings.stars,
      comment: rideRatings.comment,
      reasons: rideRatings.reasons,
      at: rideRatings.createdAt,
    })
    .from(rideRatings)
    .where(and(eq(rideRatings.driverId, driverId), gte(rideRatings.createdAt, ratingSince(ctx.now))))
    .orderBy(desc(rideRatings.createdAt));
  const flag = ratingFlagOf(ctx.config);
  const sum = rows.reduce((s, r) => s + r.stars, 0);
  return {
    rating: driverRating({ ratingCount: rows.length, ratingSum: sum }, flag),
    flagBelow: flag,
    ratings: rows.map((r) => ({ ...r, reasons: r.reasons as RatingReason[] })),
  };
}
