import { reconcileBooking } from "../money/reconcile";
import type { Job } from "./job";

const DAY = 86_400_000;
/** Bookings looked at per run: those whose money moved in the last two days, still open, or already flagged. */
const LOOKBACK_MS = 2 * DAY;
const BATCH = 500;

/**
 * Daily: per booking, what the card processor says was held, captured and refunded against the ledger.
 * A difference becomes a reconciliation alert in the console's Exceptions and a message to dispatch
 * (once while it stands); a booking that agrees again has its alert resolved.
 */
export const reconciliationJob: Job = {
  name: "payment-reconciliation",
  daily: true,
  async run(ctx) {
    const { results } = await ctx.db.$client
      .prepare(
        `select booking_id as id from booking_payments where settled_at is null or updated_at >= ?
         union select booking_id as id from alerts where kind = 'reconciliation' and resolved_at is null
         limit ?`,
      )
      .bind(new Date(ctx.now.getTime() - LOOKBACK_MS).toISOString(), BATCH)
      .all<{ id: string }>();
    let differ = 0;
    for (const { id } of results) if (await reconcileBooking(ctx, id)) differ++;
    return { checked: results.length, differ };
  },
};
