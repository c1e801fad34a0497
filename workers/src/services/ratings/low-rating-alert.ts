import { LOW_RATING_STARS } from "@chauffeur/contract";
import { alertStatements } from "../alerts/raise";
import type { Statement } from "../core/batch";
import type { Ctx } from "../core/context";
import { type LowRating, lowRatingDetail, lowRatingMessage } from "../messages/ratings";

/**
 * What a rating of LOW_RATING_STARS or fewer raises: an alert of kind `low_rating` in the alerts domain
 * (the console's Exceptions tab), with its message to dispatch, written in the rating's own batch right
 * after it (so only a rating that was recorded raises it; one per ride, since a ride is rated once).
 */
export function lowRatingAlert(ctx: Ctx, rating: LowRating): Statement[] {
  if (rating.stars > LOW_RATING_STARS) return [];
  return alertStatements(
    ctx,
    {
      kind: "low_rating",
      bookingId: rating.bookingId,
      detail: lowRatingDetail(rating),
      dedupeKey: `low_rating:${rating.bookingId}`,
      notify: lowRatingMessage(rating, ctx.config),
    },
    { afterChange: true },
  );
}
