import { type AdminPayment, formatCents, type PaymentActionResult } from "@chauffeur/contract";
import { ConflictError, UnprocessableError } from "../core/errors";
import { refundMessage, releasedMessage } from "../messages/payment";
import { bookingFacts } from "./booking";
import type { MoneyCtx } from "./context";
import { type Actor, callKey, commit, loadPayment, requirePayment } from "./records";
import { captureFromHold, refundAcross, restingState } from "./settle";
import { adminPayment } from "./view";

const CHANGED = "The payment changed while you were looking at it; reload and try again.";

async function answer(ctx: MoneyCtx, bookingId: string, message: string): Promise<PaymentActionResult> {
  return { message, payment: (await adminPayment(ctx.db, bookingId)) as AdminPayment };
}

/** The dispatcher captures now: all that is held, or a part of it (the rest of the hold is released). */
export async function captureNow({
  ctx,
  input: { bookingId, amountCents, actor },
}: {
  ctx: MoneyCtx;
  /** `amountCents`: a part of the hold; all of it when left out. */
  input: { bookingId: string; amountCents?: number | undefined; actor: Actor };
}): Promise<PaymentActionResult> {
  const row = await requirePayment(ctx.db, bookingId);
  if (!row.holdRef || row.heldCents === 0 || (row.captureBefore ?? 0) <= ctx.now.getTime()) {
    throw new ConflictError(`Nothing is held to capture: the payment is ${row.state.replace("_", " ")}`);
  }
  const amount = amountCents ?? row.heldCents;
  if (amount > row.heldCents) {
    throw new UnprocessableError(`You can capture at most ${formatCents(row.heldCents)}, the amount held`);
  }
  const result = await captureFromHold(ctx, row, amount, actor);
  if (!result.ok) throw new ConflictError(result.message ?? CHANGED);
  return answer(ctx, bookingId, `Captured ${formatCents(amount)}`);
}

/** The dispatcher refunds part or all of what was captured, with a reason the customer is told. */
export async function refundPayment({
  ctx,
  input: { bookingId, actor, ...input },
}: {
  ctx: MoneyCtx;
  input: { bookingId: string; amountCents: number; reason: string; actor: Actor };
}): Promise<PaymentActionResult> {
  const row = await requirePayment(ctx.db, bookingId);
  const refundableCents = row.capturedCents - row.refundedCents;
  if (refundableCents <= 0) throw new ConflictError("Nothing was captured to refund");
  if (input.amountCents > refundableCents) {
    throw new UnprocessableError(
      `You can refund at most ${formatCents(refundableCents)} (captured less refunded)`,
    );
  }
  const refunded = await refundAcross(ctx, bookingId, input.amountCents, input.reason, actor, true);
  if (refunded === 0) throw new ConflictError(CHANGED);
  const b = await bookingFacts(ctx.db, bookingId);
  const after = await loadPayment(ctx.db, bookingId);
  if (after) {
    await commit(ctx, after, {
      set: {},
      note: "Customer told of the refund",
      actor,
      outbox: refundMessage(b, refunded, input.reason, ctx.config),
    });
  }
  return answer(ctx, bookingId, `Refunded ${formatCents(refunded)}`);
}

/**
 * The dispatcher releases every hold (the fare's and the card check) and closes the booking's money:
 * nothing more is charged automatically. What was already captured stays (refund it separately).
 */
export async function releasePayment({
  ctx,
  input: { bookingId, reason, actor },
}: {
  ctx: MoneyCtx;
  input: { bookingId: string; reason: string; actor: Actor };
}): Promise<PaymentActionResult> {
  let row = await requirePayment(ctx.db, bookingId);
  if (row.settledAt) throw new ConflictError("This booking's payment is already settled; nothing is held");
  for (const [ref, cents, op, column] of [
    [row.holdRef, row.heldCents, "release", "held_cents"],
    [row.verificationRef, row.verifiedCents, "release-check", "verified_cents"],
  ] as const) {
    if (!ref || cents === 0) continue;
    const key = callKey(row, op);
    const result = await ctx.payments.cancel({ ref, idempotencyKey: key });
    const done = await commit(ctx, row, {
      set:
        column === "held_cents"
          ? { held_cents: 0, hold_ref: null, capture_before: null }
          : { verified_cents: 0 },
      note: `Released ${formatCents(cents)}`,
      actor,
      ledger: [
        {
          kind: "release",
          amountCents: cents,
          outcome: result.ok ? "succeeded" : "failed",
          providerRef: ref,
          idempotencyKey: key,
          detail: result.ok ? reason : result.message,
        },
      ],
    });
    if (!done) throw new ConflictError(CHANGED);
    row = await requirePayment(ctx.db, bookingId);
  }
  const b = await bookingFacts(ctx.db, bookingId);
  const done = await commit(ctx, row, {
    set: {
      state: restingState(row),
      settled_at: ctx.now.toISOString(),
      action_ref: null,
      action_kind: null,
      action_cents: 0,
      link_nonce: null,
    },
    note: `Released by the dispatcher: ${reason}`,
    actor,
    outbox: releasedMessage(b, reason, ctx.config),
  });
  if (!done) throw new ConflictError(CHANGED);
  return answer(ctx, bookingId, "Every hold is released; nothing more will be charged");
}
