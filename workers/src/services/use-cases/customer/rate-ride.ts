import {
  formatCents,
  formatServiceTime,
  type GratuityChoice,
  type ParsedSubmitRating,
  type RateResult,
  type RateView,
} from "@chauffeur/contract";
import type { Ctx } from "../../core/context";
import { ConflictError, GoneError, UnprocessableError } from "../../core/errors";
import { afterCommit } from "../../money/after-commit";
import type { MoneyCtx } from "../../money/context";
import { changeGratuity } from "../../money/gratuity";
import { loadPayment } from "../../money/records";
import { syncPayout } from "../../payouts/sync";
import { lowRatingAlert } from "../../ratings/low-rating-alert";
import { RATE_LINK_EXPIRED, verifyRateToken } from "../../ratings/rate-token";
import { rateFacts, rateView } from "../../ratings/rate-view";
import { ALREADY_RATED, recordRating } from "../../ratings/submit";

const CUSTOMER = { type: "customer", id: null } as const;

/** GET /api/rate/{token}: the ride, its gratuity now, and what the link can still do. */
export async function viewRating({
  ctx,
  input: { token },
}: {
  ctx: Ctx;
  input: { token: string };
}): Promise<RateView> {
  const bookingId = await verifyRateToken(token, ctx.config.JWT_SECRET, ctx.now);
  return rateView(ctx, await rateFacts(ctx, bookingId));
}

/**
 * The thanks the page shows, with what happened to a changed gratuity. A link asks the amount it will take
 * (`linkCents`): the difference, or the ride's whole payment when that was still waiting on the customer.
 */
function thanks(change: RateResult["gratuityChange"], linkCents: number): string {
  if (!change) return "Thank you for rating your ride.";
  const link =
    linkCents === change.differenceCents
      ? `your bank asks you to confirm the difference: we sent you a payment link for ${formatCents(linkCents)}`
      : `your ride's payment still needs you: the payment link we sent you now asks for ${formatCents(linkCents)}, the ride with your new gratuity`;
  const moved = {
    charged: "the difference is charged to your card",
    returned: "the difference is given back to your card",
    link,
    pending: "the difference is settled with your ride's payment",
    account: "it appears on your company's invoice",
  }[change.outcome];
  return `Thank you for rating your ride. Your gratuity is updated; ${moved}.`;
}

/**
 * POST /api/rate/{token}: the customer rates the ride (once, within 7 days) and may set the gratuity anew
 * (within 48 hours): the gratuity first (changing it twice to the same amount moves money once), then the
 * rating (a second one is 409), then the chauffeur's pay follows the gratuity. Nothing is written when the
 * link has expired (410), the ride was rated (409) or the gratuity's time is over (422).
 */
export async function rateRide({
  ctx,
  input: { token, rating },
}: {
  ctx: MoneyCtx;
  input: { token: string; rating: ParsedSubmitRating };
}): Promise<RateResult> {
  const bookingId = await verifyRateToken(token, ctx.config.JWT_SECRET, ctx.now);
  const facts = await rateFacts(ctx, bookingId);
  const before = rateView(ctx, facts);
  if (before.rating.given) throw new ConflictError(ALREADY_RATED);
  if (!before.rating.open) throw new GoneError(RATE_LINK_EXPIRED);
  if (rating.gratuity && !before.gratuity.open) {
    throw new UnprocessableError(
      `The gratuity could be changed until ${formatServiceTime(before.gratuity.until, { year: true })}, 48 hours after the ride.`,
    );
  }
  const choice: GratuityChoice | undefined = rating.gratuity;
  const change = choice ? await changeGratuity({ ctx, input: { bookingId, choice, actor: CUSTOMER } }) : null;
  const alert = lowRatingAlert(ctx, {
    bookingId,
    reference: facts.reference,
    chauffeurName: `${facts.chauffeurFirstName ?? ""} ${facts.chauffeurLastName ?? ""}`.trim(),
    stars: rating.stars,
    reasons: rating.reasons,
    comment: rating.comment,
  });
  await recordRating({ ctx, input: { bookingId, driverId: facts.driverId, rating }, also: alert });
  if (change) {
    await afterCommit("bring the chauffeur's payout up to date", bookingId, () =>
      syncPayout({ ctx, input: { bookingId } }),
    );
  }
  const waiting = change?.outcome === "link" ? await loadPayment(ctx.db, bookingId) : null;
  return {
    message: thanks(change, waiting?.actionCents ?? change?.differenceCents ?? 0),
    gratuityChange: change,
    view: rateView(ctx, await rateFacts(ctx, bookingId)),
  };
}
