import {
  type AddedExtra,
  type EXTRA_KINDS,
  formatCents,
  type PaymentActionResult,
  refundOverLimit,
  UNLIMITED_REFUND_ROLES,
} from "@chauffeur/contract";
import type { Actor } from "../../audit/entry";
import { ForbiddenError } from "../../core/errors";
import { replayable } from "../../core/idempotency";
import { afterCommit } from "../../money/after-commit";
import type { MoneyCtx } from "../../money/context";
import { addStaffExtra } from "../../money/extras";
import { captureNow, refundPayment, releasePayment } from "../../money/operations";
import { loadPayment } from "../../money/records";
import { syncPayout } from "../../payouts/sync";
import { getSettings } from "../../settings";
import { auditedMoney } from "../audit-trail";

/** `idempotencyKey`: the click's (the console sends one per click); none means the action simply runs. */
type MoneyInput = {
  bookingId: string;
  actor: Actor;
  reason: string;
  idempotencyKey?: string | null | undefined;
};
const ledgerActor = (actor: Actor) => ({ type: "admin" as const, id: actor.id ?? "" });

/**
 * The whole staff action once per Idempotency-Key (core/idempotency): a double click acts, checks its
 * limit and writes its audit row once, and both clicks get the first answer; the key with another body
 * is refused (422).
 */
const once = <T>(
  ctx: MoneyCtx,
  what: string,
  { actor, bookingId, idempotencyKey }: Omit<MoneyInput, "reason">,
  body: unknown,
  run: () => Promise<T>,
) =>
  replayable(
    ctx,
    { scope: `staff:${actor.id ?? ""}`, key: idempotencyKey ?? null, request: { what, bookingId, body } },
    run,
  );

/** Staff capture now (all that is held, or a part), with a reason the audit log keeps. */
export const captureAsStaff = ({
  ctx,
  input,
}: {
  ctx: MoneyCtx;
  input: MoneyInput & { amountCents?: number | undefined };
}): Promise<PaymentActionResult> => {
  const { actor, reason, bookingId, amountCents } = input;
  return once(ctx, "capture", input, { amountCents, reason }, () =>
    auditedMoney(ctx, { actor, action: "payment.captured", bookingId, reason }, () =>
      captureNow({ ctx, input: { bookingId, amountCents, actor: ledgerActor(actor) } }),
    ),
  );
};

/** Staff release every hold, with a reason. */
export const releaseAsStaff = ({ ctx, input }: { ctx: MoneyCtx; input: MoneyInput }) => {
  const { actor, reason, bookingId } = input;
  return once(ctx, "release", input, { reason }, () =>
    auditedMoney(ctx, { actor, action: "payment.released", bookingId, reason }, () =>
      releasePayment({ ctx, input: { bookingId, reason, actor: ledgerActor(actor) } }),
    ),
  );
};

/**
 * Staff refund, with a reason the customer is told. A dispatcher refunds a booking up to the limit an
 * owner set (default $100, counting what was refunded before): beyond it, an accountant or the owner (403).
 */
export function refundAsStaff({
  ctx,
  input,
}: {
  ctx: MoneyCtx;
  input: MoneyInput & { amountCents: number };
}): Promise<PaymentActionResult> {
  const { actor, reason, bookingId, amountCents } = input;
  return once(ctx, "refund", input, { amountCents, reason }, async () => {
    if (!UNLIMITED_REFUND_ROLES.includes(actor.role as never)) {
      const limit = (await getSettings(ctx.db)).dispatcherRefundLimitCents;
      const refunded = (await loadPayment(ctx.db, bookingId))?.refundedCents ?? 0;
      if (refunded + amountCents > limit) throw new ForbiddenError(refundOverLimit(formatCents(limit)));
    }
    return auditedMoney(ctx, { actor, action: "payment.refunded", bookingId, reason }, () =>
      refundPayment({ ctx, input: { bookingId, amountCents, reason, actor: ledgerActor(actor) } }),
    );
  });
}

/**
 * Staff add an extra (a toll, parking, a sign, another cost) once per Idempotency-Key: the same click
 * sent again, or ten times at once, writes one line and one charge, and every answer is the first one.
 * The key also names the line (money/extras.ts), so another account's same key adds nothing either.
 */
export function addExtraAsStaff({
  ctx,
  input,
}: {
  ctx: MoneyCtx;
  input: Omit<MoneyInput, "reason"> & {
    kind: (typeof EXTRA_KINDS)[number];
    amountCents: number;
    note: string;
  };
}): Promise<AddedExtra> {
  const { actor, bookingId, kind, amountCents, note, idempotencyKey } = input;
  return once(ctx, "extra", input, { kind, amountCents, note }, async () => {
    const added = await addStaffExtra({
      ctx,
      input: { bookingId, kind, amountCents, note, actor, key: idempotencyKey || crypto.randomUUID() },
    });
    // Tolls and parking the chauffeur paid are theirs in full: a ride that ended pays them now (one
    // still under way gets them with its other lines at its end).
    await afterCommit("bring the chauffeur's payout up to date", bookingId, () =>
      syncPayout({ ctx, input: { bookingId } }),
    );
    return added;
  });
}
