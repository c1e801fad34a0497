import { formatCents } from "@chauffeur/contract";
import { holdPlacedMessage } from "../messages/payment";
import { bookingFacts } from "./booking";
import type { MoneyCtx } from "./context";
import { linesOf, sumCents } from "./lines";
import { callKey, commit, loadPayment } from "./records";
import {
  askCustomerToPay,
  authorizeSavedCard,
  releaseCheck,
  releaseIfOrphaned,
  releaseReplacedHold,
} from "./steps";

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type HoldOutcome = "held" | "renewed" | "action_required" | "skipped";

/** Whether a ride is close enough for its fare hold to last until the capture (PAYMENT_HOLD_DAYS). */
export const inHoldWindow = (ctx: MoneyCtx, pickupAt: number) =>
  pickupAt - ctx.now.getTime() <= ctx.config.PAYMENT_HOLD_DAYS * DAY;

/**
 * Holds the full fare (with any extras so far) on the saved card, without the customer: when the ride
 * enters the hold window, at approval inside it, after a hold lapsed, or to renew a hold about to
 * lapse. A refusal (declined, or the bank wants the customer) sends the customer a payment link.
 */
export async function placeFareHold(
  ctx: MoneyCtx,
  bookingId: string,
  mode: "hold" | "renew",
): Promise<HoldOutcome> {
  const row = await loadPayment(ctx.db, bookingId);
  if (!row || row.settledAt) return "skipped";
  const b = await bookingFacts(ctx.db, bookingId);
  if (b.status !== "confirmed") return "skipped";
  if (mode === "hold" && row.state !== "verified" && row.state !== "expired") return "skipped";
  if (mode === "renew" && row.state !== "held") return "skipped";
  const amountCents = sumCents(await linesOf(ctx.db, bookingId));
  const key = callKey(row, mode);
  const result = await authorizeSavedCard(ctx, row, b, {
    purpose: "hold",
    amountCents,
    description: `Fare hold for booking ${b.reference}`,
    idempotencyKey: key,
  });
  if (result.outcome === "authorized") {
    const done = await commit(ctx, row, {
      set: {
        state: "held",
        held_cents: amountCents,
        hold_ref: result.ref,
        capture_before: result.captureBefore,
        action_ref: null,
        action_kind: null,
        action_cents: 0,
        link_nonce: null,
      },
      note: `${mode === "renew" ? "Fare hold renewed" : "Fare hold placed"}: ${formatCents(amountCents)}`,
      outbox: holdPlacedMessage(b, amountCents, mode === "renew", ctx.config),
      ledger: [
        { kind: "hold", amountCents, outcome: "succeeded", providerRef: result.ref, idempotencyKey: key },
      ],
    });
    if (!done) {
      await releaseIfOrphaned(ctx, bookingId, result.ref, amountCents);
      return "skipped";
    }
    if (mode === "renew" && row.holdRef)
      await releaseReplacedHold(ctx, bookingId, row.holdRef, row.heldCents);
    const fresh = await loadPayment(ctx.db, bookingId);
    if (fresh) await releaseCheck(ctx, fresh);
    return mode === "renew" ? "renewed" : "held";
  }
  const done = await askCustomerToPay(ctx, row, b, {
    kind: "hold",
    amountCents,
    idempotencyKey: key,
    result,
  });
  return done ? "action_required" : "skipped";
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
  const key = callKey(row, "expire");
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
