import { type DriverPositionInput, type DriverPositionResult, TRACKED_STAGES } from "@chauffeur/contract";
import { bookings } from "@chauffeur/db";
import { and, desc, eq, inArray } from "drizzle-orm";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError } from "../core/errors";

export const NOT_TRACKED =
  "Your position is shared only while you are on your way to a pickup or waiting at it";

/** The stages' SQL list, from the contract's (on the way, arrived). */
const TRACKED_SQL = TRACKED_STAGES.map((s) => `'${s}'`).join(", ");

/**
 * Records where a chauffeur is, for the ride they are on the way to or waiting at (their one row,
 * replaced). Refused (409) in any other stage; the write repeats the check, so a position that arrives
 * just after the passenger got in is not stored.
 */
export async function recordPosition({
  ctx: { db, now },
  input: { driverId, ...input },
}: {
  ctx: Ctx;
  input: DriverPositionInput & { driverId: string };
}): Promise<DriverPositionResult> {
  const ride = await db
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(
      and(
        eq(bookings.assignedDriverId, driverId),
        eq(bookings.status, "confirmed"),
        eq(bookings.assignmentStatus, "in_progress"),
        inArray(bookings.rideStage, [...TRACKED_STAGES]),
      ),
    )
    .orderBy(desc(bookings.rideStageAt))
    .get();
  if (!ride) throw new ConflictError(NOT_TRACKED);
  const at = now.toISOString();
  const [stored] = await runGuarded(db, [
    {
      sql: `insert into driver_positions (driver_id, booking_id, lat, lon, accuracy, recorded_at)
        select ?, ?, ?, ?, ?, ? where exists (select 1 from bookings where id = ? and assigned_driver_id = ?
          and status = 'confirmed' and assignment_status = 'in_progress' and ride_stage in (${TRACKED_SQL}))
        on conflict (driver_id) do update set booking_id = excluded.booking_id, lat = excluded.lat,
          lon = excluded.lon, accuracy = excluded.accuracy, recorded_at = excluded.recorded_at`,
      params: [driverId, ride.id, input.lat, input.lon, input.accuracy, at, ride.id, driverId],
    },
  ]);
  if (stored !== 1) throw new ConflictError(NOT_TRACKED);
  return { reference: ride.reference, at };
}
