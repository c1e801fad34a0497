import type { RespondQuery, RideStage } from "@chauffeur/contract";
import { watchForProblems } from "../../alerts/dispatch-watch";
import type { Actor } from "../../audit/entry";
import type { MoneyCtx } from "../../money/context";
import * as rides from "../../rides/progress";
import { respondToBooking } from "../../rides/respond";
import { auditedBooking } from "../audit-trail";
import { settleAndPay } from "../shared/settle-and-pay";

/**
 * The chauffeur taps the ride's next step; when that ends the ride (completed, no-show) its money is
 * settled: the fare with its extras (or the no-show charge) captured, the receipt sent. Each tap is one
 * audit row (a tap sent again under its key changes nothing and adds none).
 */
export const advanceRide = async ({
  ctx,
  input: { actor, ...input },
}: {
  ctx: MoneyCtx;
  input: {
    driverId: string;
    bookingId: string;
    stage: RideStage;
    tappedAt?: string;
    tapKey?: string | null;
    confirmEarly?: boolean;
    actor: Actor;
  };
}) => {
  const result = await auditedBooking(
    ctx,
    { actor, action: "ride.progressed", bookingId: input.bookingId, skipUnchanged: true },
    () =>
      rides.advanceRide({
        ctx,
        input,
        onEnded: settleAndPay(ctx, "settle at the ride's end"),
      }),
  );
  // "Not on the way" and the like leave dispatch's list as the chauffeur moves.
  await watchForProblems({ ctx, input: { bookingId: input.bookingId, resolveOnly: true } });
  return result;
};

/** The chauffeur accepts or rejects a ride offered to them; the ride's exceptions are looked at again. */
export const respondToRide = async ({
  ctx,
  input: { actor, ...input },
}: {
  ctx: MoneyCtx;
  input: RespondQuery & { driverId: string; bookingId: string; actor: Actor };
}) => {
  const result = await auditedBooking(
    ctx,
    { actor, action: "ride.responded", bookingId: input.bookingId },
    () => respondToBooking({ ctx, input }),
  );
  await watchForProblems({ ctx, input: { bookingId: input.bookingId, resolveOnly: true } });
  return result;
};
