import * as bookings from "../../bookings/cancel";
import type { MoneyCtx } from "../../money/context";
import { settleAndPay } from "../shared/settle-and-pay";

/**
 * The customer cancels their trip, or only its return ride, from Manage Booking; each cancelled ride's
 * money is settled at once (the fee of its tier, the rest released).
 */
export const cancelBooking = ({
  ctx,
  input,
}: {
  ctx: MoneyCtx;
  input: { bookingId: string; reference: string; reason: string | null; ride?: "trip" | "return" };
}) =>
  bookings.cancelTrip({
    ctx,
    input,
    onCancelled: settleAndPay(ctx, "settle a cancellation"),
  });
