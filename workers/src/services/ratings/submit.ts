import type { ParsedSubmitRating } from "@chauffeur/contract";
import { runGuarded, type Statement } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError } from "../core/errors";

export const ALREADY_RATED = "This ride was already rated. Thank you!";

/**
 * Records a ride's rating, once: a second one (or two at the same moment) changes nothing and is a 409.
 * `also`: statements that stand or fall with it (the alert of a low rating), each guarded by changes().
 */
export async function recordRating({
  ctx,
  input: { bookingId, driverId, rating },
  also = [],
}: {
  ctx: Ctx;
  input: { bookingId: string; driverId: string; rating: ParsedSubmitRating };
  also?: Statement[];
}): Promise<void> {
  const [inserted] = await runGuarded(ctx.db, [
    {
      sql: `insert or ignore into ride_ratings (booking_id, driver_id, stars, comment, reasons, created_at)
        values (?, ?, ?, ?, ?, ?)`,
      params: [
        bookingId,
        driverId,
        rating.stars,
        rating.comment,
        JSON.stringify(rating.reasons),
        ctx.now.toISOString(),
      ],
    },
    ...also,
  ]);
  if (inserted !== 1) throw new ConflictError(ALREADY_RATED);
}
