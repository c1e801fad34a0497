import { runGuarded } from "../core/batch";
import { ConflictError } from "../core/errors";
import { eventsIfChanged } from "../core/history";
import { outboxIfChanged } from "../core/outbox";
import { approvedMessage } from "../messages/booking";
import { afterCommit } from "../money/after-commit";
import type { MoneyCtx } from "../money/context";
import { holdIfDue } from "../money/holds";
import { findBooking } from "./view";

/** Approves a pending booking; a ride already inside the hold window gets its fare hold at once. */
export async function approveBooking({
  ctx,
  input: { id, adminId },
}: {
  ctx: MoneyCtx;
  input: { id: string; adminId: string };
}) {
  const { db } = ctx;
  const booking = await findBooking(db, id);
  if (booking.status !== "pending") {
    throw new ConflictError(`Only pending bookings can be approved; this one is ${booking.status}`);
  }
  const now = ctx.now.toISOString();
  const [changed] = await runGuarded(db, [
    {
      sql: "update bookings set status = 'confirmed', updated_at = ? where id = ? and status = 'pending'",
      params: [now, id],
    },
    outboxIfChanged(approvedMessage(booking), now),
    eventsIfChanged(
      [{ bookingId: id, actorId: adminId, field: "status", fromValue: "pending", toValue: "confirmed" }],
      now,
    ),
  ]);
  if (changed !== 1)
    throw new ConflictError("This booking was changed by someone else; it is no longer pending");
  await afterCommit("hold at approval", id, () => holdIfDue(ctx, id));
  return { message: "Booking approved successfully!", booking: await findBooking(db, id) };
}
