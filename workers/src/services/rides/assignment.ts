import {
  type AdminBooking,
  busyWindow,
  type DriverOption,
  formatServiceTime,
  holdsDriver,
  LIVE_BOOKING_STATUSES,
  RELEASED_ASSIGNMENT_STATUSES,
} from "@chauffeur/contract";
import { type Db, drivers } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { findBooking } from "../bookings/view";
import { runGuarded, type Statement } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError, NotFoundError, UnprocessableError } from "../core/errors";
import { eventsIfChanged } from "../core/history";
import { outboxIfChanged } from "../core/outbox";
import { rideOfferedMessage, rideReassignedMessage } from "../messages/chauffeur";
import { chauffeurNotice, driverAssignedMessage } from "../messages/ride";
import { outboxWithSms } from "../messages/sms";
import { trackingLink } from "../tracking/track-token";

/** The time a driver needs between two rides (DRIVER_TURNAROUND_MINUTES), added to every ride's end. */
export const turnaroundMs = (ctx: Pick<Ctx, "config">) => ctx.config.DRIVER_TURNAROUND_MINUTES * 60_000;

/** The contract's fixed state lists as SQL literals (constants of ours, never input). */
const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/**
 * Another ride `o` of the driver that holds their time (contract: holdsDriver) and whose busy window,
 * padded by the driver's turnaround (DRIVER_TURNAROUND_MINUTES), overlaps this booking's (contract:
 * ridesOverlap). One definition, used by the check that names the clash and inside the guarded update,
 * so the two cannot disagree.
 */
export function clashingRide(driverId: string, booking: AdminBooking, bufferMs: number): Statement {
  const overlap = overlapsBooking(booking, bufferMs);
  return { sql: `o.assigned_driver_id = ? and ${overlap.sql}`, params: [driverId, ...overlap.params] };
}

/** A ride `o` (of whichever driver the caller names) that holds its driver during this booking's window. */
function overlapsBooking(booking: AdminBooking, bufferMs: number): Statement {
  const window = busyWindow(booking, bufferMs);
  return {
    sql: `o.id <> ?
      and o.status in (${sqlList(LIVE_BOOKING_STATUSES)})
      and o.assignment_status not in (${sqlList(RELEASED_ASSIGNMENT_STATUSES)})
      and o.pickup_at < ? and o.expected_end_at + ? > ?`,
    params: [booking.id, window.to, bufferMs, window.from],
  };
}

async function checkDriver(db: Db, driverId: string, booking: AdminBooking, bufferMs: number) {
  const driver = await db.select().from(drivers).where(eq(drivers.id, driverId)).get();
  if (!driver) throw new NotFoundError("Driver not found");
  if (driver.status !== "active") throw new ConflictError("Only active drivers can be assigned");
  if (!driver.vehicleTypes.includes(booking.vehicleType)) {
    throw new UnprocessableError(
      `${driver.firstName} ${driver.lastName} does not drive a ${booking.vehicleType}; choose a driver for this vehicle type`,
    );
  }
  const overlap = clashingRide(driverId, booking, bufferMs);
  const clash = await db.$client
    .prepare(`select o.reference, o.pickup_at as pickupAt from bookings o where ${overlap.sql} limit 1`)
    .bind(...overlap.params)
    .first<{ reference: string; pickupAt: number }>();
  if (clash) {
    throw new ConflictError(
      `${driver.firstName} ${driver.lastName} already has booking ${clash.reference} on ${formatServiceTime(clash.pickupAt)}, which overlaps this ride`,
    );
  }
  return driver;
}

/**
 * Assigns (unassigned → assigned) or reassigns (any other assignment state → assigned, response cleared).
 * The update repeats every check in its WHERE, so a concurrent change to the booking or to the driver's
 * rides makes it change nothing and the caller gets a 409.
 */
export async function assignDriver({
  ctx,
  input: { id, driverId, adminId },
}: {
  ctx: Ctx;
  input: { id: string; driverId: string; adminId: string };
}) {
  const { db } = ctx;
  const bufferMs = turnaroundMs(ctx);
  const booking = await findBooking(db, id);
  if (booking.status === "cancelled" || booking.status === "completed") {
    throw new ConflictError(`A ${booking.status} booking cannot be assigned`);
  }
  // SPEC.md: any booking that is not unassigned may be reassigned, to the driver who declined it too
  // (they may have changed their mind on the phone); the console warns before offering that.
  const declinedBy = booking.assignmentStatus === "rejected" ? booking.assignedDriverId : null;
  if (booking.assignedDriverId === driverId && booking.assignmentStatus !== "unassigned" && !declinedBy) {
    throw new ConflictError("This driver is already assigned to this booking");
  }
  if (booking.assignmentStatus === "completed" || booking.assignmentStatus === "in_progress") {
    throw new ConflictError(
      `A ride that is ${booking.assignmentStatus.replace("_", " ")} cannot be reassigned`,
    );
  }
  const driver = await checkDriver(db, driverId, booking, bufferMs);
  const previous = booking.assignedDriverId
    ? await db.select().from(drivers).where(eq(drivers.id, booking.assignedDriverId)).get()
    : undefined;
  const previousName = previous ? `${previous.firstName} ${previous.lastName}` : booking.assignedDriverId;
  const reassign = booking.assignmentStatus !== "unassigned";
  const now = ctx.now.toISOString();
  const overlap = clashingRide(driverId, booking, bufferMs);
  const link = await trackingLink(ctx, booking);
  const [changed] = await runGuarded(db, [
    {
      // Every check again, inside the write: the booking is as we read it, the driver is active and
      // fits, and no live ride of the driver overlaps (the subquery's `o` is the driver's other rides).
      sql: `update bookings set assigned_driver_id = ?, assignment_status = 'assigned', responded_at = null,
          assignment_notes = null, updated_at = ?
        where id = ? and status = ? and assignment_status = ? and coalesce(assigned_driver_id, '') = ?
          and exists (select 1 from drivers d where d.id = ? and d.status = 'active'
            and exists (select 1 from json_each(d.vehicle_types) where value = ?))
          and not exists (select 1 from bookings o where ${overlap.sql})`,
      params: [
        driverId,
        now,
        id,
        booking.status,
        booking.assignmentStatus,
        booking.assignedDriverId ?? "",
        driverId,
        booking.vehicleType,
        ...overlap.params,
      ],
    },
    ...outboxWithSms(
      driverAssignedMessage(booking, chauffeurNotice(driver), link, ctx.config),
      booking.customerInfo.phone,
      now,
    ),
    outboxIfChanged(rideOfferedMessage(booking, driver, ctx.config), now),
    // The chauffeur who held the ride (had not declined it) is told it is no longer theirs.
    ...(previous && previous.id !== driverId && !declinedBy
      ? [outboxIfChanged(rideReassignedMessage(booking, previous, ctx.config), now)]
      : []),
    eventsIfChanged(
      [
        {
          bookingId: id,
          actorId: adminId,
          field: "assignment",
          fromValue: booking.assignmentStatus,
          toValue: "assigned",
          note: `${reassign ? "Reassigned" : "Assigned"} to ${driver.firstName} ${driver.lastName}`,
        },
        {
          bookingId: id,
          actorId: adminId,
          field: "driver",
          fromValue: booking.assignedDriverId,
          toValue: driverId,
          // Ids in from/to for machines; names in the note for the dispatcher reading the history.
          note: `${previousName ?? "nobody"} → ${driver.firstName} ${driver.lastName}`,
        },
      ],
      now,
    ),
  ]);
  if (changed !== 1) {
    throw new ConflictError(
      "This booking or the driver's schedule was changed by someone else; please reload and try again",
    );
  }
  return {
    message: reassign ? "Booking reassigned successfully!" : "Driver assigned successfully!",
    booking: await findBooking(db, id),
  };
}

/**
 * The drivers the dispatcher may pick for a booking, before any click: every active driver of its
 * vehicle type, in one query, with the first ride that would clash (the same rule the assignment's
 * guarded update applies). The driver holding the booking now is marked current; one who declined it
 * may be chosen again.
 */
export async function driverOptions({
  ctx,
  input: { id },
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<DriverOption[]> {
  const { db } = ctx;
  const bufferMs = turnaroundMs(ctx);
  const booking = await findBooking(db, id);
  const overlap = overlapsBooking(booking, bufferMs);
  const { results } = await db.$client
    .prepare(
      `select d.id, d.first_name as firstName, d.last_name as lastName, d.phone, d.vehicle_types as vehicleTypes,
        (select o.reference || ' ' || o.scheduled_date || ' ' || o.scheduled_time from bookings o
          where o.assigned_driver_id = d.id and ${overlap.sql} order by o.pickup_at limit 1) as clash
      from drivers d
      where d.status = 'active' and exists (select 1 from json_each(d.vehicle_types) where value = ?)
      order by d.first_name, d.last_name, d.id`,
    )
    .bind(...overlap.params, booking.vehicleType)
    .all<{
      id: string;
      firstName: string;
      lastName: string;
      phone: string;
      vehicleTypes: string;
      clash: string | null;
    }>();
  const holder = holdsDriver(booking) ? booking.assignedDriverId : null;
  return results.map((d) => {
    const [reference = "", date = "", time = ""] = d.clash?.split(" ") ?? [];
    const current = d.id === holder;
    return {
      id: d.id,
      name: `${d.firstName} ${d.lastName}`,
      vehicleTypes: JSON.parse(d.vehicleTypes) as string[],
      phone: d.phone,
      available: d.clash === null && !current,
      conflict: d.clash === null ? null : { reference, date, time },
      current,
    };
  });
}
