import type { RideStage } from "@chauffeur/contract";
import type { MoneyCtx } from "../../money/context";
import * as rides from "../../rides/progress";
import { settleAndPay } from "../shared/settle-and-pay";

/**
 * The chauffeur taps the ride's next step; when that ends the ride (completed, no-show) its money is
 * settled: the fare with its extras (or the no-show charge) captured, the receipt sent; then the
 * chauffeur's payout lines are written.
 */
export const advanceRide = ({
  ctx,
  input,
}: {
  ctx: MoneyCtx;
  input: { driverId: string; bookingId: string; stage: RideStage; tappedAt?: string; tapKey?: string | null };
}) =>
  rides.advanceRide({
    ctx,
    input,
    onEnded: settleAndPay(ctx, "settle at the ride's end"),
  });
