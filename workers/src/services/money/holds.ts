import { formatCents } from "@chauffeur/contract";
import { bookingFacts } from "./booking";
import { callOnce } from "./claims";
import type { MoneyCtx } from "./context";
import { linesOf, sumCents } from "./lines";
import { commit, eventKey, loadPayment, SYSTEM } from "./records";
import { customerActionChange, NO_SAVED_CARD, savedCardRequest } from "./steps";

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type HoldOutcome = "held" | "renewed" | "action_required" | "skipped";

/** Whether a ride is close enough for its fare hold to last until the capture (PAYMENT_HOLD_DAYS). */
export const inHoldWindow = (ctx: MoneyCtx, pickupAt: number) =>
  pickupAt - ctx.now.getTime() <= ctx.config.PAYMENT_HOLD_DAYS * DAY;

/**
 * Holds the full fare (with any extras so far) on the saved card, without the customer: when the ride
 * enters the hold window, at approval inside it, after a hold lapsed, or to renew a hold about to
 * lapse (the old hold is released after). A refusal (declined, or the bank wants the customer) sends
 * the customer a payment link. The row is claimed first: two runs at once make one authorization.
 */
export async function placeFareHold(
  ctx: MoneyCtx,
  bookingId: string,
  mode: "hold" | "renew",
): Promise<HoldOutcome> {
  const row = await loadPayment(ctx.db, bookingId);
  if (!row || row.settledAt || row.pendingKey) return "skipped";
  const b = await bookingFacts(ctx.db, bookingId);
  if (b.status !== "confirmed") return "skipped";
  if (mode === "hold" && row.state !== "verified" && row.state !== "expired") return "skipped";
  if (mode === "renew" && row.state !== "held") return "skipped";
  const amountCents = sumCents(await linesOf(ctx.db, bookingId));
  const request = savedCardRequest(row, b, {
    purpose: "hold",
    amountCents,
    description: `Fare hold for booking ${b.reference}`,
  });
  if (!request) {
    const change = await customerActionChange(ctx, b, {
      kind: "hold",
      amountCents,
      idempotencyKey: eventKey(row, "hold-no-card"),
      result: NO_SAVED_CARD,
    });
    return (await commit(ctx, row, change)) ? "action_required" : "skipped";
  }
  const driven = await callOnce(ctx, row, SYSTEM, { op: "authorize", purpose: mode, request });
  if (!driven?.applied || driven.answer.op !== "authorize") return "skipped";
  if (driven.answer.result.outcome !== "authorized") return "action_required";
  return mode === "renew" ? "renewed" : "held";
}

/** At approval: hold now when the ride is already inside the window (the job holds the others later). */
export async function holdIfDue(ctx: MoneyCtx, bookingId: string): Promise<HoldOutcome> {
  const b = await bookingFacts(ctx.db, bookingId);
  return inHoldWindow(ctx, b.pickupAt) ? placeFareHold(ctx, bookingId, "hold") : "skipped";
}

/** A hold past its capture-before time is gone at the card network: the row says so, the job re-holds. */
export async function expireLapsedHold(ctx: MoneyCtx, bookingId: string): Promise<boolean> {
  const row = await loadPayment(ctx.db, bookingId);
  if (!row?.holdRef || row.captureBefore === null || row.captureBefore > ctx.now.getTime()) return false;
  const key = eventKey(row, "expire");
  return commit(ctx, row, {
    set: {
      state: row.state === "held" ? "expired" : row.state,
      held_cents: 0,
      hold_ref: null,
      capture_before: null,
    },
    note: `The hold of ${formatCents(row.heldCents)} lapsed`,
    ledger: [
      {
        kind: "expire",
        amountCents: row.heldCents,
        outcome: "lapsed",
        providerRef: row.holdRef,
        idempotencyKey: key,
      },
    ],
  });
}

/** Whether a hold should be renewed now: it lapses within PAYMENT_RENEW_HOURS. */
export const needsRenewal = (ctx: MoneyCtx, captureBefore: number | null) =>
  captureBefore !== null && captureBefore - ctx.now.getTime() <= ctx.config.PAYMENT_RENEW_HOURS * HOUR;
