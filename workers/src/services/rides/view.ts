import { chauffeurPayout, type DriverRide, type RideStage } from "@chauffeur/contract";
import { bookings, type Db } from "@chauffeur/db";
import { and, eq, ne, sql } from "drizzle-orm";
import { bookingColumns, toAdminBooking } from "../bookings/view";
import type { Ctx } from "../core/context";
import { NotFoundError } from "../core/errors";

/** The admin's booking columns plus the ride's progress and what the chauffeur's payout counts. */
const rideColumns = {
  ...bookingColumns,
  rideStage: bookings.rideStage,
  rideStageAt: bookings.rideStageAt,
  // The car's fare: the ride itself and its stops on the way (the chauffeur's time and miles).
  vehiclePrice: sql<number>`${bookings.vehiclePrice} + ${bookings.stopPrice}`,
  // Written out: Drizzle names a select's columns without their table, which a correlated subquery needs.
  extrasCents: sql<number>`(select coalesce(sum(pl.amount_cents), 0) from payment_lines pl
    where pl.booking_id = "bookings"."id" and pl.kind = 'extra')`,
};
type RideRow = Parameters<typeof toAdminBooking>[0] & {
  rideStage: string | null;
  rideStageAt: string | null;
  vehiclePrice: number;
  extrasCents: number;
};

/** A driver's rides: assigned to them (a reassigned ride is no longer theirs) and not cancelled. */
export const ridesOf = (driverId: string) =>
  and(eq(bookings.assignedDriverId, driverId), ne(bookings.status, "cancelled"));

export function toDriverRide(row: RideRow): DriverRide {
  const { rideStage, rideStageAt, vehiclePrice, extrasCents, ...rest } = row;
  const booking = {
    ...toAdminBooking(rest),
    rideStage: rideStage as RideStage | null,
    rideStageAt,
    payout: chauffeurPayout(vehiclePrice * 100, extrasCents),
  };
  return {
    booking,
    assignment: {
      status: booking.assignmentStatus,
      notes: booking.assignmentNotes,
      respondedAt: booking.respondedAt,
    },
  };
}

/** Every ride of the driver, by pickup time; the page puts today's and upcoming ones first. */
export async function listDriverRides({
  ctx,
  input: { driverId },
}: {
  ctx: Ctx;
  input: { driverId: string };
}): Promise<DriverRide[]> {
  const rows = await ctx.db
    .select(rideColumns)
    .from(bookings)
    .where(ridesOf(driverId))
    .orderBy(bookings.pickupAt, bookings.id);
  return rows.map(toDriverRide);
}

/** One ride of the driver; 404 when it does not exist, is cancelled, or is not assigned to them. */
export async function findDriverRide(db: Db, driverId: string, bookingId: string): Promise<DriverRide> {
  const row = await db
    .select(rideColumns)
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), ridesOf(driverId)))
    .get();
  if (!row) throw new NotFoundError("Booking not found among your assigned rides");
  return toDriverRide(row);
}
