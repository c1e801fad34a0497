import * as bookings from "../../bookings/approve";
import { afterCommit } from "../../money/after-commit";
import type { MoneyCtx } from "../../money/context";
import { holdIfDue } from "../../money/holds";

/** The dispatcher approves a pending booking; a ride already inside the hold window gets its fare hold at once. */
export const approveBooking = ({ ctx, input }: { ctx: MoneyCtx; input: { id: string; adminId: string } }) =>
  bookings.approveBooking({
    ctx,
    input,
    onApproved: (id) => afterCommit("hold at approval", id, () => holdIfDue(ctx, id)),
  });
