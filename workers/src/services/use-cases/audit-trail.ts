import type { Actor } from "../audit/entry";
import { audited } from "../audit/record";
import { bookingAuditFields, bookingLabel } from "../bookings/audit-fields";
import type { Ctx } from "../core/context";
import { driverAuditFields, driverLabel } from "../drivers/manage";
import { moneyAuditFields } from "../money/view";

/**
 * The audit trail of the actions on a booking, a booking's money and a driver: the one call a use case
 * makes around the domain's action (services/audit; docs/decisions/021).
 */
export const auditedBooking = <T>(
  ctx: Ctx,
  entry: { actor: Actor; action: string; bookingId: string; reason?: string | null; skipUnchanged?: boolean },
  action: () => Promise<T>,
) =>
  audited(
    {
      ctx,
      input: {
        ...entry,
        target: { type: "booking", id: entry.bookingId },
        snapshot: () => bookingAuditFields(ctx.db, entry.bookingId),
        label: bookingLabel,
      },
    },
    action,
  );

/** A money action: the payment's amounts before and after, under the booking's reference. */
export async function auditedMoney<T>(
  ctx: Ctx,
  entry: { actor: Actor; action: string; bookingId: string; reason: string | null },
  action: () => Promise<T>,
) {
  const reference = bookingLabel(await bookingAuditFields(ctx.db, entry.bookingId));
  return audited(
    {
      ctx,
      input: {
        ...entry,
        target: { type: "booking", id: entry.bookingId, label: reference },
        snapshot: () => moneyAuditFields(ctx.db, entry.bookingId),
      },
    },
    action,
  );
}

export const auditedDriver = <T>(
  ctx: Ctx,
  entry: { actor: Actor; action: string; driverId: string },
  action: () => Promise<T>,
) =>
  audited(
    {
      ctx,
      input: {
        actor: entry.actor,
        action: entry.action,
        target: { type: "driver", id: entry.driverId },
        snapshot: () => driverAuditFields(ctx.db, entry.driverId),
        label: driverLabel,
      },
    },
    action,
  );
