import {
  formatCents,
  type PaymentActionResult,
  refundOverLimit,
  UNLIMITED_REFUND_ROLES,
} from "@chauffeur/contract";
import type { Actor } from "../../audit/entry";
import { ForbiddenError } from "../../core/errors";
import type { MoneyCtx } from "../../money/context";
import { captureNow, refundPayment, releasePayment } from "../../money/operations";
import { loadPayment } from "../../money/records";
import { getSettings } from "../../settings";
import { auditedMoney } from "../audit-trail";

type MoneyInput = { bookingId: string; actor: Actor; reason: string };
const ledgerActor = (actor: Actor) => ({ type: "admin" as const, id: actor.id ?? "" });

/** Staff capture now (all that is held, or a part), with a reason the audit log keeps. */
export const captureAsStaff = ({
  ctx,
  input: { actor, reason, bookingId, amountCents },
}: {
  ctx: MoneyCtx;
  input: MoneyInput & { amountCents?: number | undefined };
}): Promise<PaymentActionResult> =>
  auditedMoney(ctx, { actor, action: "payment.captured", bookingId, reason }, () =>
    captureNow({ ctx, input: { bookingId, amountCents, actor: ledgerActor(actor) } }),
  );

/** Staff release every hold, with a reason. */
export const releaseAsStaff = ({
  ctx,
  input: { actor, reason, bookingId },
}: {
  ctx: MoneyCtx;
  input: MoneyInput;
}) =>
  auditedMoney(ctx, { actor, action: "payment.released", bookingId, reason }, () =>
    releasePayment({ ctx, input: { bookingId, reason, actor: ledgerActor(actor) } }),
  );

/**
 * Staff refund, with a reason the customer is told. A dispatcher refunds a booking up to the limit an
 * owner set (default $100, counting what was refunded before): beyond it, an accountant or the owner (403).
 */
export async function refundAsStaff({
  ctx,
  input: { actor, reason, bookingId, amountCents },
}: {
  ctx: MoneyCtx;
  input: MoneyInput & { amountCents: number };
}): Promise<PaymentActionResult> {
  if (!UNLIMITED_REFUND_ROLES.includes(actor.role as never)) {
    const limit = (await getSettings(ctx.db)).dispatcherRefundLimitCents;
    const refunded = (await loadPayment(ctx.db, bookingId))?.refundedCents ?? 0;
    if (refunded + amountCents > limit) throw new ForbiddenError(refundOverLimit(formatCents(limit)));
  }
  return auditedMoney(ctx, { actor, action: "payment.refunded", bookingId, reason }, () =>
    refundPayment({ ctx, input: { bookingId, amountCents, reason, actor: ledgerActor(actor) } }),
  );
}
