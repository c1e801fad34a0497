import { type AdminPayment, formatCents, type PaymentActionResult } from "@chauffeur/contract";
import { ConflictError, UnprocessableError } from "../core/errors";
import { refundMessage, releasedMessage } from "../messages/payment";
import { bookingFacts } from "./booking";
import { resumeStaleClaim } from "./claims";
import type { MoneyCtx } from "./context";
import { type Actor, commit, loadPayment, type PaymentRow, requirePayment, restingState } from "./records";
import { BUSY, captureFromHold, refundAcross, releaseHold, type StepResult } from "./settle";
import { adminPayment } from "./view";

/**
 * What every staff money action is given: the booking and who acts. (The click's Idempotency-Key is the
 * use case's: use-cases/dispatch/money.ts replays the whole action, limits and audit row included.)
 */
interface ActionInput {
  bookingId: string;
  actor: Actor;
}

async function answer(ctx: MoneyCtx, bookingId: string, message: string): Promise<PaymentActionResult> {
  return { message, payment: (await adminPayment(ctx.db, bookingId)) as AdminPayment };
}

/**
 * The payment row as a dispatcher's action starts from it: a claim left by a run that died is finished
 * first; one under way now is another action at work (409, the processor is not called).
 */
async function startingRow(ctx: MoneyCtx, bookingId: string): Promise<PaymentRow> {
  await requirePayment(ctx.db, bookingId);
  await resumeStaleClaim(ctx, bookingId);
  const row = await requirePayment(ctx.db, bookingId);
  if (row.pendingKey) throw new ConflictError(BUSY);
  return row;
}

/** A step that did not go through: another action under way, or the processor's refusal in its own words. */
function refused(step: Exclude<StepResult, { ok: true }>): never {
  throw new ConflictError(step.busy ? BUSY : `The card processor refused: ${step.message}`);
}

/** The dispatcher captures now: all that is held, or a part of it (the rest of the hold is released). */
export async function captureNow({
  ctx,
  input,
}: {
  ctx: MoneyCtx;
  /** `amountCents`: a part of the hold; all of it when left out. */
  input: ActionInput & { amountCents?: number | undefined };
}): Promise<PaymentActionResult> {
  const { bookingId, amountCents, actor } = input;
  const row = await startingRow(ctx, bookingId);
  if (!row.holdRef || row.heldCents === 0 || (row.captureBefore ?? 0) <= ctx.now.getTime()) {
    throw new ConflictError(`Nothing is held to capture: the payment is ${row.state.replace("_", " ")}`);
  }
  const amount = amountCents ?? row.heldCents;
  if (amount > row.heldCents) {
    throw new UnprocessableError(`You can capture at most ${formatCents(row.heldCents)}, the amount held`);
  }
  const step = await captureFromHold(ctx, row, amount, actor);
  if (!step.ok) refused(step);
  return answer(ctx, bookingId, `Captured ${formatCents(amount)}`);
}

/** The dispatcher refunds part or all of what was captured, with a reason the customer is told. */
export async function refundPayment({
  ctx,
  input,
}: {
  ctx: MoneyCtx;
  input: ActionInput & { amountCents: number; reason: string };
}): Promise<PaymentActionResult> {
  const { bookingId, actor, amountCents, reason } = input;
  const row = await startingRow(ctx, bookingId);
  const refundableCents = row.capturedCents - row.refundedCents;
  if (refundableCents <= 0) throw new ConflictError("Nothing was captured to refund");
  if (amountCents > refundableCents) {
    throw new UnprocessableError(
      `You can refund at most ${formatCents(refundableCents)} (captured less refunded)`,
    );
  }
  const { refunded, stopped } = await refundAcross(ctx, bookingId, amountCents, reason, actor, true);
  if (refunded > 0) {
    const b = await bookingFacts(ctx.db, bookingId);
    const after = await loadPayment(ctx.db, bookingId);
    if (after) {
      await commit(ctx, after, {
        set: {},
        note: "Customer told of the refund",
        actor,
        outbox: refundMessage(b, refunded, reason, ctx.config),
      });
    }
  }
  if (refunded === 0 && !stopped.ok) refused(stopped);
  return answer(
    ctx,
    bookingId,
    refunded < amountCents
      ? `Refunded ${formatCents(refunded)} of ${formatCents(amountCents)}${stopped.ok ? "" : `: ${stopped.message}`}`
      : `Refunded ${formatCents(refunded)}`,
  );
}

/**
 * The dispatcher releases every hold (the fare's and the card check) and closes the booking's money:
 * nothing more is charged automatically. What was already captured stays (refund it separately). A
 * hold the processor will not release (captured meanwhile) stays on the row, and the refusal is told.
 */
export async function releasePayment({
  ctx,
  input,
}: {
  ctx: MoneyCtx;
  input: ActionInput & { reason: string };
}): Promise<PaymentActionResult> {
  const { bookingId, reason, actor } = input;
  let row = await startingRow(ctx, bookingId);
  if (row.settledAt) throw new ConflictError("This booking's payment is already settled; nothing is held");
  for (const what of ["hold", "check"] as const) {
    const held =
      what === "hold" ? row.holdRef && row.heldCents > 0 : row.verificationRef && row.verifiedCents > 0;
    if (!held) continue;
    const step = await releaseHold(ctx, row, what, actor, reason);
    if (!step.ok) refused(step);
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
  if (!done) throw new ConflictError(BUSY);
  return answer(ctx, bookingId, "Every hold is released; nothing more will be charged");
}
