import { detachRetiredCards } from "../money/cards";
import { CLAIM_LEASE_MS, resumeStaleClaim } from "../money/claims";
import { expireLapsedHold, placeFareHold } from "../money/holds";
import { settleBooking } from "../money/settle";
import type { Job, JobContext } from "./job";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const BATCH = 50;

async function ids(ctx: JobContext, sql: string, ...params: (string | number)[]): Promise<string[]> {
  const { results } = await ctx.db.$client
    .prepare(sql)
    .bind(...params)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

function tally() {
  const counts: Record<string, number> = {};
  return {
    counts,
    add(key: string) {
      counts[key] = (counts[key] ?? 0) + 1;
    },
  };
}

/**
 * Money actions left half done by a run that died between claiming the payment row and recording its
 * processor call: the call is made again with the claim's key (the processor replays what it did, or
 * does it now) and recorded. Runs first, so the other money jobs find the rows free.
 */
export const paymentRecoveryJob: Job = {
  name: "payment-recovery",
  async run(ctx) {
    const t = tally();
    for (const id of await ids(
      ctx,
      "select booking_id as id from booking_payments where pending_at <= ? order by pending_at limit ?",
      ctx.now.getTime() - CLAIM_LEASE_MS,
      BATCH,
    )) {
      t.add((await resumeStaleClaim(ctx, id)) ? "recovered" : "skipped");
    }
    return t.counts;
  },
};

/**
 * Fare holds: marks holds that lapsed, renews holds about to lapse, and holds the fare of confirmed
 * rides that entered the hold window (or whose hold lapsed). Two runs at once make each call once.
 */
export const paymentHoldsJob: Job = {
  name: "payment-holds",
  async run(ctx) {
    const now = ctx.now.getTime();
    const t = tally();
    for (const id of await ids(
      ctx,
      "select booking_id as id from booking_payments where hold_ref is not null and capture_before <= ? limit ?",
      now,
      BATCH,
    )) {
      if (await expireLapsedHold(ctx, id)) t.add("expired");
    }
    const live = "b.status = 'confirmed' and p.settled_at is null";
    for (const id of await ids(
      ctx,
      `select p.booking_id as id from booking_payments p join bookings b on b.id = p.booking_id
        where p.state = 'held' and p.capture_before <= ? and ${live} limit ?`,
      now + ctx.config.PAYMENT_RENEW_HOURS * HOUR,
      BATCH,
    )) {
      t.add(await placeFareHold(ctx, id, "renew"));
    }
    for (const id of await ids(
      ctx,
      `select p.booking_id as id from booking_payments p join bookings b on b.id = p.booking_id
        where p.state in ('verified', 'expired') and b.pickup_at <= ? and ${live} order by b.pickup_at limit ?`,
      now + ctx.config.PAYMENT_HOLD_DAYS * DAY,
      BATCH,
    )) {
      t.add(await placeFareHold(ctx, id, "hold"));
    }
    return t.counts;
  },
};

/** Removed saved cards deleted at the processor once the rides booked on them are paid (money/cards.ts). */
export const cardDetachJob: Job = {
  name: "card-detach",
  run: (ctx) => detachRetiredCards(ctx, BATCH),
};

/** Settlement: finished bookings (completed, no-show, cancelled) whose money is not settled yet. */
export const paymentSettlementJob: Job = {
  name: "payment-settlement",
  async run(ctx) {
    const t = tally();
    for (const id of await ids(
      ctx,
      `select p.booking_id as id from booking_payments p join bookings b on b.id = p.booking_id
        where p.settled_at is null and b.status in ('completed', 'cancelled')
          and not (p.state = 'action_required' and p.action_kind = 'charge') limit ?`,
      BATCH,
    )) {
      t.add(await settleBooking(ctx, id));
    }
    return t.counts;
  },
};
