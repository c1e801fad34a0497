import { formatCents } from "@chauffeur/contract";
import { holdPlacedMessage, paymentLinkMessage } from "../messages/payment";
import { bookingFacts } from "./booking";
import type { MoneyCtx } from "./context";
import { linesOf, sumCents } from "./lines";
import { callKey, commit, loadPayment } from "./records";
import {
  metadataOf,
  newPayLink,
  releaseCheck,
  releaseIfOrphaned,
  releaseReplacedHold,
  savedCard,
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
  const source = savedCard(row);
  const result = source
    ? await ctx.payments.authorize({
        source,
        amountCents,
        currency: "usd",
        offSession: true,
        purpose: "hold",
        description: `Fare hold for booking ${b.reference}`,
        idempotencyKey: key,
        metadata: metadataOf(b),
      })
    : ({
        outcome: "declined",
        reason: "invalid_token",
        message: "No card is saved for this booking.",
        ref: null,
      } as const);
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
      outbox: holdPlacedMessage(b, amountCents, mode === "renew"),
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
  const reason =
    result.outcome === "action_required"
      ? "your bank asks you to confirm it (3-D Secure)."
      : `${result.message}`;
  const { nonce, link } = await newPayLink(ctx, b);
  const done = await commit(ctx, row, {
    set: {
      state: "action_required",
      action_kind: "hold",
      action_cents: amountCents,
      action_ref: null,
      link_nonce: nonce,
    },
    note: `Fare hold of ${formatCents(amountCents)} needs the customer: ${reason}`,
    outbox: paymentLinkMessage(b, "hold", amountCents, reason, link),
    ledger: [
      {
        kind: "hold",
        amountCents,
        outcome: result.outcome === "action_required" ? "action_required" : "declined",
        providerRef: result.ref,
        idempotencyKey: key,
        detail: result.message,
      },
    ],
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
