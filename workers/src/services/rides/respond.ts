import type { RespondQuery, RideActionResult } from "@chauffeur/contract";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError } from "../core/errors";
import { driverEventsIfChanged } from "./events";
import { findDriverRide } from "./view";

export const RESPOND_MESSAGES = {
  accepted: "Booking accepted successfully!",
  rejected: "Booking rejected. Dispatch has been told.",
} as const;

const notAssigned = (status: string) =>
  new ConflictError(
    `This booking is ${status.replace("_", " ")}; only an assigned booking can be accepted or rejected`,
  );

/**
 * Accept or reject (assigned → accepted | rejected) with the driver's note. The update repeats the
 * checks in its WHERE, so a dispatcher reassigning at the same moment makes one of the two a no-op.
 * A rejected ride stays with the driver as rejected and shows up for the dispatcher to reassign.
 */
export async function respondToBooking({
  ctx: { db, now: at },
  input: { driverId, bookingId, ...input },
}: {
  ctx: Ctx;
  input: RespondQuery & { driverId: string; bookingId: string };
}): Promise<RideActionResult> {
  const ride = await findDriverRide(db, driverId, bookingId);
  if (ride.assignment.status !== "assigned") throw notAssigned(ride.assignment.status);
  const to = input.accept ? "accepted" : "rejected";
  const now = at.toISOString();
  const [changed] = await runGuarded(db, [
    {
      sql: `update bookings set assignment_status = ?, assignment_notes = ?, responded_at = ?, updated_at = ?
        where id = ? and assigned_driver_id = ? and assignment_status = 'assigned' and status in ('pending', 'confirmed')`,
      params: [to, input.notes, now, now, bookingId, driverId],
    },
    driverEventsIfChanged(
      bookingId,
      driverId,
      [{ field: "assignment", fromValue: "assigned", toValue: to, note: input.notes }],
      now,
    ),
  ]);
  // Nothing changed: someone got there first. Re-read, so a reassigned ride answers 404, anything else 409.
  const current = await findDriverRide(db, driverId, bookingId);
  if (changed !== 1) throw notAssigned(current.assignment.status);
  return { message: RESPOND_MESSAGES[to], ride: current };
}
