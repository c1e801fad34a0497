import type { FollowUp } from "../../core/context";
import { afterCommit } from "../../money/after-commit";
import type { MoneyCtx } from "../../money/context";
import { settleBooking } from "../../money/settle";
import { syncPayout } from "../../payouts/sync";

/**
 * What follows a ride that ended (completed, a no-show, a cancellation): its money is settled, then its
 * chauffeur's payout lines are brought up to date (a cancellation without a fee writes none). Each is
 * after the committed change, so an outage is logged and left to the jobs rather than undoing it.
 */
export const settleAndPay =
  (ctx: MoneyCtx, what: string): FollowUp =>
  async (bookingId) => {
    await afterCommit(what, bookingId, () => settleBooking(ctx, bookingId));
    await afterCommit("bring the chauffeur's payout up to date", bookingId, () =>
      syncPayout({ ctx, input: { bookingId } }),
    );
  };
