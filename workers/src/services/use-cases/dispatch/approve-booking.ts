import type { Actor } from "../../audit/entry";
import * as bookings from "../../bookings/approve";
import { afterCommit } from "../../money/after-commit";
import type { MoneyCtx } from "../../money/context";
import { holdIfDue } from "../../money/holds";
import { auditedBooking } from "../audit-trail";

/** The dispatcher approves a pending booking; a ride already inside the hold window gets its fare hold at once. */
export const approveBooking = ({
  ctx,
  input: { actor, ...input },
}: {
  ctx: MoneyCtx;
  input: { id: string; adminId: string; actor: Actor };
}) =>
  auditedBooking(ctx, { actor, action: "booking.approved", bookingId: input.id }, () =>
    bookings.approveBooking({
      ctx,
      input,
      onApproved: (id) => afterCommit("hold at approval", id, () => holdIfDue(ctx, id)),
    }),
  );
