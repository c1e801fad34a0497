import {
  BOOKING_LOOKUP_FAILED,
  type CancelBookingResult,
  cancellationTerms,
  formatUsd,
  holdsDriver,
} from "@chauffeur/contract";
import { bookings, drivers } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { runGuarded } from "../core/batch";
import type { Ctx, FollowUp } from "../core/context";
import { ConflictError, ForbiddenError, NotFoundError } from "../core/errors";
import { eventsIfChanged } from "../core/history";
import { outboxIfChanged } from "../core/outbox";
import { cancelledMessage } from "../messages/booking";
import { rideCancelledMessage } from "../messages/chauffeur";
import { type CustomerRow, returnRideOf, selectBooking, toCustomerBooking } from "./customer-view";
import { OTHER_BOOKING } from "./lookup";

interface Actor {
  type: "customer" | "admin";
  id: string | null;
}

/**
 * Cancels a booking with the refund tier of this moment (or a full refund when the dispatcher waives
 * the fee). One guarded batch: the update only applies while the booking is still as read (same
 * status and assignment, pickup ahead), and the history row and the customer's message are written
 * only if it did.
 */
async function cancelAsRead(
  { db, now, config }: Ctx,
  row: CustomerRow,
  { actor, reason, waiveFee }: { actor: Actor; reason: string | null; waiveFee: boolean },
) {
  const tiered = cancellationTerms(row, now, config.BOOKING_POLICY.cancellationGraceMinutes);
  if (!tiered.allowed) throw new ConflictError(tiered.reason ?? "This booking cannot be cancelled");
  const terms = waiveFee ? { ...tiered, refundPercent: 100, fee: 0 } : tiered;
  const at = now.toISOString();
  const by = actor.type === "customer" ? "the customer" : "the dispatcher";
  const note = [
    `Cancelled by ${by}: ${terms.refundPercent}% refund, ${formatUsd(terms.fee, { cents: true })} fee${waiveFee ? " (fee waived)" : ""}`,
    reason ? `Reason: ${reason}` : null,
  ]
    .filter(Boolean)
    .join(". ");
  // The chauffeur holding the ride (assigned or accepted) is told: the cancellation frees their time.
  const chauffeur = holdsDriver(row)
    ? await db
        .select({ firstName: drivers.firstName, email: drivers.email })
        .from(bookings)
        .innerJoin(drivers, eq(drivers.id, bookings.assignedDriverId))
        .where(eq(bookings.id, row.id))
        .get()
    : undefined;
  const [changed] = await runGuarded(db, [
    {
      sql: `update bookings set status = 'cancelled', cancelled_at = ?, refund_percent = ?, updated_at = ?
        where id = ? and status = ? and assignment_status = ? and pickup_at > ?`,
      params: [at, terms.refundPercent, at, row.id, row.status, row.assignmentStatus, now.getTime()],
    },
    outboxIfChanged(cancelledMessage(row, terms, actor.type === "customer", config), at),
    ...(chauffeur ? [outboxIfChanged(rideCancelledMessage(row, chauffeur, config), at)] : []),
    eventsIfChanged(
      [
        {
          bookingId: row.id,
          actorType: actor.type,
          actorId: actor.id,
          field: "status",
          fromValue: row.status,
          toValue: "cancelled",
          note,
        },
      ],
      at,
    ),
  ]);
  if (changed !== 1) {
    throw new ConflictError("This booking changed while you were looking at it. Please look it up again.");
  }
}

const NO_RETURN_RIDE = "This booking has no return ride";

/**
 * The customer cancels their own booking (the look-up's token names it): the whole trip, or only a round
 * trip's return ride (`ride: "return"`), each ride at its own pickup's tier. `onCancelled` follows each
 * ride's cancellation once it is committed (its money is settled).
 */
export async function cancelTrip({
  ctx,
  input: { bookingId, reference, reason, ride = "trip" },
  onCancelled,
}: {
  ctx: Ctx;
  /** `bookingId`: the look-up token's booking; `reference`: the path's, which must be the same. */
  input: { bookingId: string; reference: string; reason: string | null; ride?: "trip" | "return" };
  onCancelled: FollowUp;
}): Promise<CancelBookingResult> {
  const { db, now, config } = ctx;
  const row = await selectBooking(db, eq(bookings.id, bookingId));
  if (!row) throw new NotFoundError(BOOKING_LOOKUP_FAILED);
  if (row.reference !== reference.trim().toUpperCase()) throw new ForbiddenError(OTHER_BOOKING);
  const cancelRide = async (one: CustomerRow) => {
    await cancelAsRead(ctx, one, { actor: { type: "customer", id: null }, reason, waiveFee: false });
    await onCancelled(one.id);
  };
  const back = await returnRideOf(db, row);
  let message: string;
  if (ride === "return") {
    if (!back) throw new ConflictError(NO_RETURN_RIDE);
    await cancelRide(back);
    message = `The return ride ${back.reference} is cancelled.`;
  } else {
    await cancelRide(row);
    // The reference is the whole trip: its return ride goes too, at its own pickup's tier.
    const withReturn =
      back !== undefined &&
      cancellationTerms(back, now, config.BOOKING_POLICY.cancellationGraceMinutes).allowed;
    if (back && withReturn) await cancelRide(back);
    message = `Booking ${row.reference}${withReturn ? " and its return ride are" : " is"} cancelled.`;
  }
  const updated = await selectBooking(db, eq(bookings.id, bookingId));
  if (!updated) throw new NotFoundError(BOOKING_LOOKUP_FAILED);
  return {
    booking: await toCustomerBooking(db, updated, {
      now,
      graceMinutes: config.BOOKING_POLICY.cancellationGraceMinutes,
    }),
    message,
  };
}

/**
 * The dispatcher cancels a booking; the customer is told, and the tier applies unless waived.
 * `onCancelled` follows once the cancellation is committed.
 */
export async function cancelBooking({
  ctx,
  input: { id, adminId, reason, waiveFee },
  onCancelled,
}: {
  ctx: Ctx;
  input: { id: string; adminId: string; reason: string; waiveFee: boolean };
  onCancelled: FollowUp;
}): Promise<{ message: string }> {
  const row = await selectBooking(ctx.db, eq(bookings.id, id));
  if (!row) throw new NotFoundError("Booking not found");
  await cancelAsRead(ctx, row, { actor: { type: "admin", id: adminId }, reason, waiveFee });
  await onCancelled(id);
  return { message: `Booking ${row.reference} cancelled` };
}
