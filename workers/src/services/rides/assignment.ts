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
import { driverRating, ratingColumnsSql, ratingFlagOf, ratingSince } from "../ratings/averages";
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

async function checkDriver(
  db: Db,
  driverId: string,
  booking: AdminBooking,
  bufferMs: number,
  override: { reason: string } | null,
) {
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
  if (clash && !override) {
    throw new ConflictError(
      `${driver.firstName} ${driver.lastName} already has booking ${clash.reference} on ${formatServiceTime(clash.pickupAt)}, which overlaps this ride; assign anyway with a reason ({ "override": true, "reason": ... }) if that is intended`,
    );
  }
  return { driver, clash: clash ?? null };
}

/**
 * Assigns (unassigned → assigned) or reassigns (any other assignment state → assigned, response cleared).
 * The update repeats every check in its WHERE, so a concurrent change to the booking or to the driver's
 * rides makes it change nothing and the caller gets a 409. A clash with another of the driver's rides is
 * a 409 too, unless the dispatcher overrides it with a reason: then the history records the clash and the
 * reason, and the chauffeur's offer names both.
 */
export async function assignDriver({
  ctx,
  input: { id, driverId, adminId, override = null },
}: {
  ctx: Ctx;
  input: { id: string; driverId: string; adminId: string; override?: { reason: string } | null };
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
  const { driver, clash } = await checkDriver(db, driverId, booking, bufferMs, override);
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
          and (? or not exists (select 1 from bookings o where ${overlap.sql}))`,
      params: [
        driverId,
        now,
        id,
        booking.status,
        booking.assignmentStatus,
        booking.assignedDriverId ?? "",
        driverId,
        booking.vehicleType,
        override ? 1 : 0,
        ...overlap.params,
      ],
    },
    ...outboxWithSms(
      driverAssignedMessage(booking, chauffeurNotice(driver), link, ctx.config),
      booking.customerInfo.phone,
      now,
    ),
    outboxIfChanged(
      rideOfferedMessage(
        booking,
        driver,
        ctx.config,
        clash && override ? { reference: clash.reference, reason: override.reason } : undefined,
      ),
      now,
    ),
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
          note: `${reassign ? "Reassigned" : "Assigned"} to ${driver.firstName} ${driver.lastName}${
            clash && override
              ? ` despite a clash with ${clash.reference} on ${formatServiceTime(clash.pickupAt)}: ${override.reason}`
              : ""
          }`,
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

/** One driver's standing for a booking, before it is ranked. */
interface Candidate {
  option: Omit<DriverOption, "rank" | "reasons">;
  ridesThatDay: number;
  /** Drives this class only (a specialist is suggested before one who could take another class's ride). */
  specialist: boolean;
  previousDrop: { destination: string; endAt: number } | null;
}

/**
 * The suggestion order (issue 42): free for the whole ride with its turnaround first, then the fewest
 * rides that day, then a driver of this class only, then by name; each option says why in `reasons`.
 * Ratings (the ride-close work) and the distance from the previous drop-off (no coordinates are kept
 * for drop-offs) are not known yet: the previous drop-off is named instead, when there is one that day.
 */
export function rankOptions(candidates: Candidate[], turnaroundMinutes: number): DriverOption[] {
  const sorted = [...candidates].sort(
    (a, b) =>
      Number(b.option.available || b.option.current) - Number(a.option.available || a.option.current) ||
      a.ridesThatDay - b.ridesThatDay ||
      Number(b.specialist) - Number(a.specialist) ||
      a.option.name.localeCompare(b.option.name),
  );
  return sorted.map((c, i) => {
    const { option } = c;
    const reasons = [
      option.current
        ? "Holds this ride now"
        : option.conflict
          ? `Clashes with ${option.conflict.reference} on ${option.conflict.date} at ${option.conflict.time}`
          : `Free for the whole ride, with ${turnaroundMinutes} minutes between rides`,
      c.ridesThatDay === 0
        ? "No other rides that day"
        : `${c.ridesThatDay} other ride${c.ridesThatDay === 1 ? "" : "s"} that day`,
      c.specialist
        ? "Drives this class only"
        : `Also drives ${option.vehicleTypes.length - 1} other class${option.vehicleTypes.length === 2 ? "" : "es"}`,
      ...(c.previousDrop
        ? [`Previous drop-off: ${c.previousDrop.destination} at ${formatTimeOfDay(c.previousDrop.endAt)}`]
        : []),
    ];
    return { ...option, rank: i + 1, reasons };
  });
}

/** "3:05 PM ET": the time of a moment on the day the dispatcher is looking at. */
const formatTimeOfDay = (at: number) => formatServiceTime(at).split(", ").pop() ?? "";

/**
 * The drivers the dispatcher may pick for a booking, before any click: every active driver of its
 * vehicle type, in one query, with the first ride that would clash (the same rule the assignment's
 * guarded update applies), ranked with their reasons (rankOptions). The driver holding the booking now is
 * marked current; one who declined it may be chosen again.
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
  const since = ratingSince(ctx.now);
  // The driver's other live rides on the booking's New York day, and the last one ending before it.
  const live = `o.assigned_driver_id = d.id and o.id <> ? and o.status in (${sqlList(LIVE_BOOKING_STATUSES)})
    and o.assignment_status not in (${sqlList(RELEASED_ASSIGNMENT_STATUSES)}) and o.scheduled_date = ?`;
  const { results } = await db.$client
    .prepare(
      `select d.id, d.first_name as firstName, d.last_name as lastName, d.phone, d.vehicle_types as vehicleTypes,
        ${ratingColumnsSql("d.id")},
        (select o.reference || ' ' || o.scheduled_date || ' ' || o.scheduled_time from bookings o
          where o.assigned_driver_id = d.id and ${overlap.sql} order by o.pickup_at limit 1) as clash,
        (select count(*) from bookings o where ${live}) as ridesThatDay,
        (select json_object('destination', o.destination, 'endAt', o.expected_end_at) from bookings o
          where ${live} and o.expected_end_at <= ? order by o.expected_end_at desc limit 1) as previousDrop
      from drivers d
      where d.status = 'active' and exists (select 1 from json_each(d.vehicle_types) where value = ?)
      order by d.first_name, d.last_name, d.id`,
    )
    .bind(
      since,
      since,
      ...overlap.params,
      booking.id,
      booking.scheduledDate,
      booking.id,
      booking.scheduledDate,
      booking.pickupAt,
      booking.vehicleType,
    )
    .all<{
      id: string;
      firstName: string;
      lastName: string;
      phone: string;
      vehicleTypes: string;
      ratingCount: number;
      ratingSum: number;
      clash: string | null;
      ridesThatDay: number;
      previousDrop: string | null;
    }>();
  const flag = ratingFlagOf(ctx.config);
  const holder = holdsDriver(booking) ? booking.assignedDriverId : null;
  const candidates = results.map((d): Candidate => {
    const [reference = "", date = "", time = ""] = d.clash?.split(" ") ?? [];
    const current = d.id === holder;
    const vehicleTypes = JSON.parse(d.vehicleTypes) as string[];
    return {
      option: {
        id: d.id,
        name: `${d.firstName} ${d.lastName}`,
        vehicleTypes,
        phone: d.phone,
        available: d.clash === null && !current,
        conflict: d.clash === null ? null : { reference, date, time },
        current,
        rating: driverRating(d, flag),
      },
      ridesThatDay: d.ridesThatDay,
      specialist: vehicleTypes.length === 1,
      previousDrop: d.previousDrop ? (JSON.parse(d.previousDrop) as Candidate["previousDrop"]) : null,
    };
  });
  return rankOptions(candidates, ctx.config.DRIVER_TURNAROUND_MINUTES);
}
