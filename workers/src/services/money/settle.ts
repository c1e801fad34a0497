import { cancellationFeeCents, formatCents, noShowChargeCents, type PaymentLine } from "@chauffeur/contract";
import { type Db, paymentLedger } from "@chauffeur/db";
import { and, desc, eq, inArray } from "drizzle-orm";
import { paymentLinkMessage, receiptMessage } from "../messages/payment";
import { type BookingFacts, bookingFacts, bookingOutcome } from "./booking";
import { callOnce, type Driven } from "./claims";
import type { MoneyCtx } from "./context";
import { linesOf, sumCents } from "./lines";
import { ACCOUNT_PROVIDER, settleOnAccount } from "./on-account";
import {
  type Actor,
  commit,
  eventKey,
  loadPayment,
  type PaymentRow,
  restingState,
  SETTLED_NOTE,
  SYSTEM,
} from "./records";
import { customerActionChange, NO_SAVED_CARD, newPayLink, savedCardRequest } from "./steps";

const sumOf = (lines: PaymentLine[], kinds: PaymentLine["kind"][]) =>
  sumCents(lines.filter((l) => kinds.includes(l.kind)));

/** What the customer finally pays for how the booking ended, in cents (never below zero). */
export function targetCents(
  outcome: "completed" | "no_show" | "cancelled",
  b: Pick<BookingFacts, "refundPercent">,
  fareCents: number,
  lines: PaymentLine[],
): number {
  const adjustments = sumOf(lines, ["adjustment"]);
  // The gratuity is owed only for a ride that took place.
  const base =
    outcome === "completed"
      ? sumOf(lines, ["fare", "extra", "gratuity"])
      : outcome === "no_show"
        ? noShowChargeCents(fareCents) + sumOf(lines, ["extra"])
        : // A change fee stands whatever follows: it is what cancelling part of the fare cost then.
          cancellationFeeCents(fareCents, b.refundPercent ?? 100) +
          sumCents(lines.filter((l) => l.kind === "extra" && l.code === "change_fee"));
  return Math.max(0, base + adjustments);
}

/** Captured amounts per authorization, minus what was refunded of each, newest first. */
async function refundable(db: Db, bookingId: string): Promise<{ ref: string; cents: number }[]> {
  const rows = await db
    .select({ kind: paymentLedger.kind, ref: paymentLedger.providerRef, cents: paymentLedger.amountCents })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.bookingId, bookingId),
        eq(paymentLedger.outcome, "succeeded"),
        inArray(paymentLedger.kind, ["capture", "refund"]),
      ),
    )
    .orderBy(desc(paymentLedger.id));
  const left = new Map<string, number>();
  for (const r of rows) {
    if (!r.ref) continue;
    left.set(r.ref, (left.get(r.ref) ?? 0) + (r.kind === "capture" ? r.cents : -r.cents));
  }
  return [...left].filter(([, cents]) => cents > 0).map(([ref, cents]) => ({ ref, cents }));
}

/** How a money step went: done, refused by the processor (its words), or not tried (another run holds the row). */
export type StepResult = { ok: true } | { ok: false; busy: boolean; message: string };

export const BUSY = "Another change to this payment is under way; reload and try again.";

/** A claimed call's outcome as a step's result. */
function stepOf(driven: Driven | null): StepResult {
  if (!driven) return { ok: false, busy: true, message: BUSY };
  const { answer, applied } = driven;
  if (!applied) return { ok: false, busy: true, message: BUSY };
  if (answer.op === "authorize") {
    return answer.result.outcome === "authorized"
      ? { ok: true }
      : { ok: false, busy: false, message: answer.result.message };
  }
  return answer.result.ok ? { ok: true } : { ok: false, busy: false, message: answer.result.message };
}

/**
 * Refunds `amountCents` across the captured authorizations (newest first), one claimed processor call
 * each. `adjustment` (the dispatcher's refunds) also writes each part as a negative line, so a later
 * settlement does not charge it again. Answers what was refunded, and why it stopped short if it did.
 */
export async function refundAcross(
  ctx: MoneyCtx,
  bookingId: string,
  amountCents: number,
  reason: string,
  actor: Actor,
  adjustment: boolean,
): Promise<{ refunded: number; stopped: StepResult }> {
  let left = amountCents;
  let stopped: StepResult = { ok: true };
  for (const source of await refundable(ctx.db, bookingId)) {
    if (left <= 0) break;
    const row = await loadPayment(ctx.db, bookingId);
    if (!row) break;
    const part = Math.min(left, source.cents);
    stopped = stepOf(
      await callOnce(ctx, row, actor, {
        op: "refund",
        ref: source.ref,
        amountCents: part,
        reason,
        adjustment,
      }),
    );
    if (!stopped.ok) break;
    left -= part;
  }
  return { refunded: amountCents - left, stopped };
}

/** Captures part or all of the hold (the rest of it is released), as one claimed call. */
export async function captureFromHold(
  ctx: MoneyCtx,
  row: PaymentRow,
  amountCents: number,
  actor: Actor,
): Promise<StepResult> {
  return stepOf(await callOnce(ctx, row, actor, { op: "capture", ref: row.holdRef ?? "", amountCents }));
}

/** Releases the fare's hold or the $1 card check, as one claimed call; the row lets go only if the processor did. */
export async function releaseHold(
  ctx: MoneyCtx,
  row: PaymentRow,
  what: "hold" | "check",
  actor: Actor = SYSTEM,
  reason?: string,
): Promise<StepResult> {
  const ref = what === "hold" ? row.holdRef : row.verificationRef;
  const amountCents = what === "hold" ? row.heldCents : row.verifiedCents;
  if (!ref) return { ok: true };
  return stepOf(
    await callOnce(ctx, row, actor, { op: "cancel", ref, amountCents, what, ...(reason ? { reason } : {}) }),
  );
}

/** A hold for an amount owed now (after the ride, a fee) on the saved card; the next step captures it. */
async function chargeSavedCard(
  ctx: MoneyCtx,
  row: PaymentRow,
  b: BookingFacts,
  amountCents: number,
): Promise<StepResult> {
  const request = savedCardRequest(row, b, {
    purpose: "charge",
    amountCents,
    description: `Booking ${b.reference}`,
  });
  if (!request) {
    const change = await customerActionChange(ctx, b, {
      kind: "charge",
      amountCents,
      idempotencyKey: eventKey(row, "charge-no-card"),
      result: NO_SAVED_CARD,
    });
    await commit(ctx, row, change);
    return { ok: false, busy: false, message: NO_SAVED_CARD.message };
  }
  return stepOf(await callOnce(ctx, row, SYSTEM, { op: "authorize", purpose: "charge", request }));
}

/**
 * A charge waiting on the customer's payment link asks what is owed now: when the amount changed meanwhile
 * (a gratuity changed after the ride, an extra), the link is re-priced and sent again, so the customer
 * authorizes the whole of it once and nothing is charged after it without them. A confirmation already
 * under way at their bank keeps the amount it asks; nothing owed any more ends the wait.
 */
async function repriceWaitingCharge(
  ctx: MoneyCtx,
  row: PaymentRow,
  b: BookingFacts,
  target: number,
): Promise<"waiting" | "changed"> {
  const need = target - (row.capturedCents - row.refundedCents);
  if (row.actionRef || need === row.actionCents) return "waiting";
  if (need <= 0) {
    await commit(ctx, row, {
      set: { state: restingState(row), action_kind: null, action_cents: 0, link_nonce: null },
      note: "Nothing is owed any more: the charge waiting for the customer is withdrawn",
    });
    return "changed";
  }
  const { nonce, link } = await newPayLink(ctx, b);
  const applied = await commit(ctx, row, {
    set: { action_cents: need, link_nonce: nonce },
    note: `The charge waiting for the customer is now ${formatCents(need)} (was ${formatCents(row.actionCents)})`,
    outbox: paymentLinkMessage(
      b,
      "charge",
      need,
      "the amount owed has changed since our last message, and this link replaces the one we sent before.",
      link,
      ctx.config,
    ),
  });
  return applied ? "waiting" : "changed";
}

export type SettleOutcome = "settled" | "action_required" | "pending" | "skipped";

/**
 * Brings a finished booking's money to what it owes (the ride's lines; the no-show charge; the
 * cancellation fee): captures from the hold (the rest is released), charges the saved card for what the
 * hold does not cover, refunds what was captured beyond it, releases what is left, then sends the
 * receipt. Each step is one processor call and one guarded commit, so a crash or a second run at the
 * same moment picks up where the state says; the job runs it again for anything left unsettled.
 */
export async function settleBooking(ctx: MoneyCtx, bookingId: string): Promise<SettleOutcome> {
  for (let round = 0; round < 10; round++) {
    const row = await loadPayment(ctx.db, bookingId);
    if (!row || row.settledAt) return "skipped";
    if (row.pendingKey) return "pending";
    const b = await bookingFacts(ctx.db, bookingId);
    const outcome = bookingOutcome(b);
    if (!outcome) return "pending";
    const lines = await linesOf(ctx.db, bookingId);
    const target = targetCents(outcome, b, row.fareCents, lines);
    if (row.state === "action_required" && row.actionKind === "charge") {
      const waiting = await repriceWaitingCharge(ctx, row, b, target);
      if (waiting === "waiting") return "action_required";
      continue;
    }
    if (row.provider === ACCOUNT_PROVIDER) {
      return settleOnAccount(ctx, row, b, { outcome, lines, targetCents: target });
    }
    const net = row.capturedCents - row.refundedCents;
    const holdUsable =
      row.holdRef !== null && row.heldCents > 0 && (row.captureBefore ?? 0) > ctx.now.getTime();
    let step: StepResult;
    if (net > target) {
      step = (
        await refundAcross(ctx, bookingId, net - target, "Settled for how the booking ended", SYSTEM, false)
      ).stopped;
    } else if (net < target) {
      const need = target - net;
      if (holdUsable) step = await captureFromHold(ctx, row, Math.min(need, row.heldCents), SYSTEM);
      else {
        step = await chargeSavedCard(ctx, row, b, need);
        if (!step.ok) return step.busy ? "pending" : "action_required";
      }
    } else if (row.holdRef) {
      step = await releaseHold(ctx, row, "hold");
    } else if (row.verifiedCents > 0) {
      step = await releaseHold(ctx, row, "check");
    } else {
      const state = restingState(row);
      const receipt = outcome !== "cancelled" || row.capturedCents > 0;
      await commit(ctx, row, {
        set: {
          state,
          settled_at: ctx.now.toISOString(),
          action_ref: null,
          action_kind: null,
          action_cents: 0,
          link_nonce: null,
        },
        note: `${SETTLED_NOTE}: ${formatCents(net)} paid for the ${outcome === "no_show" ? "no-show" : outcome === "cancelled" ? "cancellation" : "ride"}`,
        outbox: receipt
          ? receiptMessage(
              b,
              outcome,
              {
                lines,
                chargedCents: row.capturedCents,
                refundedCents: row.refundedCents,
                targetCents: target,
                fareCents: row.fareCents,
              },
              ctx.config,
            )
          : null,
      });
      return "settled";
    }
    // A refusal or another run at work: the job comes back to it (and reconciliation sees what differs).
    if (!step.ok) return "pending";
  }
  return "pending";
}
