import type { Actor } from "../../audit/entry";
import * as bookings from "../../bookings/cancel";
import type { MoneyCtx } from "../../money/context";
import { auditedBooking } from "../audit-trail";
import { settleAndPay } from "../shared/settle-and-pay";

/**
 * The dispatcher cancels a booking with a reason (the fee waived or not); its money is settled at once:
 * the fee captured from the hold, the rest released, the receipt sent.
 */
export const cancelBooking = ({
  ctx,
  input: { actor, ...input },
}: {
  ctx: MoneyCtx;
  input: { id: string; adminId: string; reason: string; waiveFee: boolean; actor: Actor };
}) =>
  auditedBooking(ctx, { actor, action: "booking.cancelled", bookingId: input.id, reason: input.reason }, () =>
    bookings.cancelBooking({
      ctx,
      input,
      onCancelled: settleAndPay(ctx, "settle a cancellation"),
    }),
  );
