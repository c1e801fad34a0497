import { cancellationFeeCents, formatCents, noShowChargeCents, type PaymentLine } from "@chauffeur/contract";
import { type Db, paymentLedger } from "@chauffeur/db";
import { and, desc, eq, inArray } from "drizzle-orm";
import { receiptMessage } from "../messages/payment";
import { type BookingFacts, bookingFacts, bookingOutcome } from "./booking";
import type { MoneyCtx } from "./context";
import { linesOf, sumCents } from "./lines";
import { ACCOUNT_PROVIDER, settleOnAccount } from "./on-account";
import { type Actor, callKey, commit, loadPayment, type PaymentRow, SYSTEM } from "./records";
import { askCustomerToPay, authorizeSavedCard, releaseCheck, releaseIfOrphaned } from "./steps";

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
  const base =
    outcome === "completed"
      ? sumOf(lines, ["fare", "extra"])
      : outcome === "no_show"
        ? noShowChargeCents(fareCents) + sumOf(lines, ["extra"])
        : cancellationFeeCents(fareCents, b.refundPercent ?? 100);
  return Math.max(0, base + adjustments);
}

/** The state a settled booking rests in, from what was captured and refunded. */
export function restingState(row: Pick<PaymentRow, "capturedCents" | "refundedCents">) {
  if (row.capturedCents === 0) return "voided";
  if (row.refundedCents === 0) return "captured";
  return row.refundedCents >= row.capturedCents ? "refunded" : "partially_refunded";
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

/**
 * Refunds `amountCents` across the captured authorizations (newest first), one processor call and one
 * guarded commit each. `adjustment` (the dispatcher's refunds) is also written as a negative line, so a
 * later settlement does not charge it again. Answers what was refunded.
 */
export async function refundAcross(
  ctx: MoneyCtx,
  bookingId: string,
  amountCents: number,
  reason: string,
  actor: Actor,
  adjustment: boolean,
): Promise<number> {
  let left = amountCents;
  let first = true;
  for (const source of await refundable(ctx.db, bookingId)) {
    if (left <= 0) break;
    const row = await loadPayment(ctx.db, bookingId);
    if (!row) break;
    const part = Math.min(left, source.cents);
    const key = callKey(row, "refund");
    const result = await ctx.payments.refund({
      ref: source.ref,
      amountCents: part,
      reason,
      idempotencyKey: key,
    });
    const refunded = row.refundedCents + (result.ok ? part : 0);
    const done = await commit(ctx, row, {
      set: result.ok
        ? {
            refunded_cents: refunded,
            state: restingState({ capturedCents: row.capturedCents, refundedCents: refunded }),
          }
        : {},
      note: result.ok
        ? `Refunded ${formatCents(part)}: ${reason}`
        : `Refund of ${formatCents(part)} refused: ${result.message}`,
      actor,
      also:
        first && adjustment && result.ok
          ? [
              {
                sql: `insert into payment_lines (booking_id, kind, code, description, amount_cents, actor_type, actor_id, created_at)
                  select ?, 'adjustment', 'refund', ?, ?, ?, ?, ? where changes() = 1`,
                params: [
                  bookingId,
                  `Refund: ${reason}`.slice(0, 120),
                  -amountCents,
                  actor.type,
                  actor.id,
                  ctx.now.toISOString(),
                ],
              },
            ]
          : [],
      ledger: [
        {
          kind: "refund",
          amountCents: part,
          outcome: result.ok ? "succeeded" : "failed",
          providerRef: source.ref,
          idempotencyKey: key,
          detail: result.ok ? `${result.ref}: ${reason}` : result.message,
        },
      ],
    });
    if (!done || !result.ok) break;
    first = false;
    left -= part;
  }
  return amountCents - left;
}

async function captureFromHold(ctx: MoneyCtx, row: PaymentRow, amountCents: number, actor: Actor) {
  const key = callKey(row, "capture");
  const ref = row.holdRef ?? "";
  const result = await ctx.payments.capture({ ref, amountCents, idempotencyKey: key });
  const captured = row.capturedCents + (result.ok ? amountCents : 0);
  const done = await commit(ctx, row, {
    // A partial capture releases the rest of the hold; a refused one means the hold is gone.
    set: {
      held_cents: 0,
      hold_ref: null,
      capture_before: null,
      captured_cents: captured,
      ...(result.ok ? { state: "captured" } : {}),
    },
    note: result.ok
      ? `Captured ${formatCents(amountCents)}${amountCents < row.heldCents ? `; ${formatCents(row.heldCents - amountCents)} of the hold released` : ""}`
      : `Capture refused: ${result.message}`,
    actor,
    ledger: [
      {
        kind: "capture",
        amountCents,
        outcome: result.ok ? "succeeded" : "failed",
        providerRef: ref,
        idempotencyKey: key,
        detail: result.ok ? null : result.message,
      },
    ],
  });
  return { ok: result.ok && done, message: result.ok ? null : result.message };
}

export { captureFromHold };

/** A hold for an amount owed now (after the ride, a fee) on the saved card; the next step captures it. */
async function chargeSavedCard(ctx: MoneyCtx, row: PaymentRow, b: BookingFacts, amountCents: number) {
  const key = callKey(row, "charge");
  const result = await authorizeSavedCard(ctx, row, b, {
    purpose: "charge",
    amountCents,
    description: `Booking ${b.reference}`,
    idempotencyKey: key,
  });
  if (result.outcome === "authorized") {
    const done = await commit(ctx, row, {
      set: { held_cents: amountCents, hold_ref: result.ref, capture_before: result.captureBefore },
      note: `Authorized ${formatCents(amountCents)} owed for the booking`,
      ledger: [
        { kind: "charge", amountCents, outcome: "succeeded", providerRef: result.ref, idempotencyKey: key },
      ],
    });
    if (!done) await releaseIfOrphaned(ctx, row.bookingId, result.ref, amountCents);
    return true;
  }
  await askCustomerToPay(ctx, row, b, { kind: "charge", amountCents, idempotencyKey: key, result });
  return false;
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
  for (let step = 0; step < 10; step++) {
    const row = await loadPayment(ctx.db, bookingId);
    if (!row || row.settledAt) return "skipped";
    const b = await bookingFacts(ctx.db, bookingId);
    const outcome = bookingOutcome(b);
    if (!outcome) return "pending";
    if (row.state === "action_required" && row.actionKind === "charge") return "action_required";
    const lines = await linesOf(ctx.db, bookingId);
    const target = targetCents(outcome, b, row.fareCents, lines);
    if (row.provider === ACCOUNT_PROVIDER) {
      return settleOnAccount(ctx, row, b, { outcome, lines, targetCents: target });
    }
    const net = row.capturedCents - row.refundedCents;
    const holdUsable =
      row.holdRef !== null && row.heldCents > 0 && (row.captureBefore ?? 0) > ctx.now.getTime();
    if (net > target) {
      const refunded = await refundAcross(
        ctx,
        bookingId,
        net - target,
        "Settled for how the booking ended",
        SYSTEM,
        false,
      );
      if (refunded === 0) return "pending";
    } else if (net < target) {
      const need = target - net;
      if (holdUsable) await captureFromHold(ctx, row, Math.min(need, row.heldCents), SYSTEM);
      else if (!(await chargeSavedCard(ctx, row, b, need))) return "action_required";
    } else if (row.holdRef) {
      const key = callKey(row, "release");
      const result = await ctx.payments.cancel({ ref: row.holdRef, idempotencyKey: key });
      await commit(ctx, row, {
        set: { held_cents: 0, hold_ref: null, capture_before: null },
        note: `Released the hold of ${formatCents(row.heldCents)}`,
        ledger: [
          {
            kind: "release",
            amountCents: row.heldCents,
            outcome: result.ok ? "succeeded" : "failed",
            providerRef: row.holdRef,
            idempotencyKey: key,
            detail: result.ok ? null : result.message,
          },
        ],
      });
    } else if (row.verifiedCents > 0) {
      await releaseCheck(ctx, row);
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
        note: `Settled: ${formatCents(net)} paid for the ${outcome === "no_show" ? "no-show" : outcome === "cancelled" ? "cancellation" : "ride"}`,
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
  }
  return "pending";
}
