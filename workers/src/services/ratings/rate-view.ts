import {
  GRATUITY_CHANGE_HOURS,
  RATING_WINDOW_DAYS,
  type RateView,
  type RatingReason,
} from "@chauffeur/contract";
import { bookings, drivers, rideRatings } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { ConflictError, NotFoundError } from "../core/errors";

const HOUR_MS = 3_600_000;

/** What the rating page and its checks read of a ride: the booking, its chauffeur and any rating given. */
export async function rateFacts(ctx: Ctx, bookingId: string) {
  const row = await ctx.db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      firstName: bookings.firstName,
      pickupLocation: bookings.pickupLocation,
      destination: bookings.destination,
      pickupAt: bookings.pickupAt,
      status: bookings.status,
      rideStage: bookings.rideStage,
      rideStageAt: bookings.rideStageAt,
      driverId: bookings.assignedDriverId,
      fareDollars: bookings.estimatedPrice,
      gratuityCents: bookings.gratuityCents,
      gratuityPercent: bookings.gratuityPercent,
      cardLast4: bookings.cardLast4,
      cardBrand: bookings.cardBrand,
      chauffeurFirstName: drivers.firstName,
      chauffeurLastName: drivers.lastName,
      stars: rideRatings.stars,
      comment: rideRatings.comment,
      reasons: rideRatings.reasons,
      ratedAt: rideRatings.createdAt,
    })
    .from(bookings)
    .leftJoin(drivers, eq(drivers.id, bookings.assignedDriverId))
    .leftJoin(rideRatings, eq(rideRatings.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
    .get();
  if (!row) throw new NotFoundError("This rating link is not valid.");
  if (row.status !== "completed" || row.rideStage !== "completed" || !row.rideStageAt || !row.driverId) {
    throw new ConflictError("This ride did not take place, so it cannot be rated.");
  }
  const completedAt = Date.parse(row.rideStageAt);
  return {
    ...row,
    driverId: row.driverId,
    completedAt,
    gratuityUntil: completedAt + GRATUITY_CHANGE_HOURS * HOUR_MS,
    ratingUntil: completedAt + RATING_WINDOW_DAYS * 24 * HOUR_MS,
  };
}
export type RateFacts = Awaited<ReturnType<typeof rateFacts>>;

/** GET /api/rate/{token}: the ride, its gratuity now, and whether the rating and the gratuity are still open. */
export function rateView(ctx: Ctx, f: RateFacts): RateView {
  const now = ctx.now.getTime();
  const given =
    f.stars === null
      ? null
      : {
          stars: f.stars,
          comment: f.comment,
          reasons: (f.reasons ?? []) as RatingReason[],
          at: f.ratedAt ?? "",
        };
  return {
    reference: f.reference,
    firstName: f.firstName,
    pickupLocation: f.pickupLocation,
    destination: f.destination,
    pickupAt: f.pickupAt,
    completedAt: new Date(f.completedAt).toISOString(),
    chauffeurFirstName: f.chauffeurFirstName,
    fareCents: f.fareDollars * 100,
    gratuity: {
      cents: f.gratuityCents,
      percent: f.gratuityPercent,
      open: now < f.gratuityUntil,
      until: new Date(f.gratuityUntil).toISOString(),
    },
    rating: {
      open: given === null && now < f.ratingUntil,
      until: new Date(f.ratingUntil).toISOString(),
      given,
    },
    cardLast4: f.cardLast4,
    cardBrand: f.cardBrand,
  };
}
