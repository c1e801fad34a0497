import type { Actor } from "../../audit/entry";
import * as bookings from "../../bookings/cancel";
import { afterCommit } from "../../money/after-commit";
import type { MoneyCtx } from "../../money/context";
import { settleBooking } from "../../money/settle";
import { auditedBooking } from "../audit-trail";

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
      onCancelled: (id) => afterCommit("settle a cancellation", id, () => settleBooking(ctx, id)),
    }),
  );
