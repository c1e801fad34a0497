import { runGuarded } from "../core/batch";
import type { Ctx, FollowUp } from "../core/context";
import { ConflictError } from "../core/errors";
import { eventsIfChanged } from "../core/history";
import { outboxIfChanged } from "../core/outbox";
import { approvedMessage } from "../messages/booking";
import { trackingLink } from "../tracking/track-token";
import { findBooking } from "./view";

/** Approves a pending booking (pending → confirmed); `onApproved` follows once that is committed. */
export async function approveBooking({
  ctx,
  input: { id, adminId },
  onApproved,
}: {
  ctx: Ctx;
  input: { id: string; adminId: string };
  onApproved: FollowUp;
}) {
  const { db } = ctx;
  const booking = await findBooking(db, id);
  if (booking.status !== "pending") {
    throw new ConflictError(`Only pending bookings can be approved; this one is ${booking.status}`);
  }
  const now = ctx.now.toISOString();
  const confirmed = approvedMessage(booking, ctx.config, {
    trackingLink: await trackingLink(ctx, booking),
    now: ctx.now.getTime(),
  });
  const [changed] = await runGuarded(db, [
    {
      sql: "update bookings set status = 'confirmed', updated_at = ? where id = ? and status = 'pending'",
      params: [now, id],
    },
    outboxIfChanged(confirmed, now),
    eventsIfChanged(
      [{ bookingId: id, actorId: adminId, field: "status", fromValue: "pending", toValue: "confirmed" }],
      now,
    ),
  ]);
  if (changed !== 1)
    throw new ConflictError("This booking was changed by someone else; it is no longer pending");
  await onApproved(id);
  return { message: "Booking approved successfully!", booking: await findBooking(db, id) };
}
