import { LOW_RATING_STARS } from "@chauffeur/contract";
import type { Statement } from "../core/batch";
import type { Ctx } from "../core/context";
import { outboxIfChanged } from "../core/outbox";
import { type LowRating, lowRatingMessage } from "../messages/ratings";

/**
 * What a rating of LOW_RATING_STARS or fewer raises for dispatch, written in the rating's own batch right
 * after it (so only a rating that was recorded raises it). Today a message to dispatch; when the alerts
 * domain (services/alerts/, the Exceptions tab) is in, this raises into it instead.
 */
export function lowRatingAlert(ctx: Ctx, rating: LowRating): Statement[] {
  if (rating.stars > LOW_RATING_STARS) return [];
  return [outboxIfChanged(lowRatingMessage(rating, ctx.config), ctx.now.toISOString())];
}
