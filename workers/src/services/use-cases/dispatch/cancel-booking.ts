import * as bookings from "../../bookings/cancel";
import type { MoneyCtx } from "../../money/context";
import { settleAndPay } from "../shared/settle-and-pay";

/**
 * The dispatcher cancels a booking with a reason (the fee waived or not); its money is settled at once:
 * the fee captured from the hold, the rest released, the receipt sent.
 */
export const cancelBooking = ({
  ctx,
  input,
}: {
  ctx: MoneyCtx;
  input: { id: string; adminId: string; reason: string; waiveFee: boolean };
}) =>
  bookings.cancelBooking({
    ctx,
    input,
    onCancelled: settleAndPay(ctx, "settle a cancellation"),
  });
