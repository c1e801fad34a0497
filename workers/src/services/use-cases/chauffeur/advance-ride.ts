import type { RideStage } from "@chauffeur/contract";
import { afterCommit } from "../../money/after-commit";
import type { MoneyCtx } from "../../money/context";
import { settleBooking } from "../../money/settle";
import * as rides from "../../rides/progress";

/**
 * The chauffeur taps the ride's next step; when that ends the ride (completed, no-show) its money is
 * settled: the fare with its extras (or the no-show charge) captured, the receipt sent.
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
    onEnded: (id) => afterCommit("settle at the ride's end", id, () => settleBooking(ctx, id)),
  });
