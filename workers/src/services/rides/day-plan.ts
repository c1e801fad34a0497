import {
  type DayPlan,
  type DayPlanRide,
  holdsDriver,
  LIVE_BOOKING_STATUSES,
  ridesOverlap,
  serviceDateTime,
  serviceInstant,
  shiftDate,
} from "@chauffeur/contract";
import { bookings, drivers } from "@chauffeur/db";
import { and, asc, eq, gte, inArray, lt, or } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { BadRequestError } from "../core/errors";
import { turnaroundMs } from "./assignment";

/** No ride lasts longer than this (the longest hourly booking and its turnaround): how far back to look. */
const LONGEST_RIDE_MS = 24 * 3_600_000;

/**
 * One day's plan for the dispatcher (midnight to midnight in New York): every active driver, and any
 * driver with a ride that day, with the rides that hold their time (pickup to expected end plus the
 * turnaround), each naming the rides of the same driver it overlaps; and the live rides of the day that
 * have no driver. The same overlap rule the assignment guard applies (contract: ridesOverlap).
 */
export async function dayPlan({
  ctx,
  input: { date },
}: {
  ctx: Ctx;
  /** The New York date; today when left out. */
  input: { date?: string };
}): Promise<DayPlan> {
  const { db } = ctx;
  const bufferMs = turnaroundMs(ctx);
  const now = ctx.now.getTime();
  const day = date ?? serviceDateTime(now).date;
  const from = serviceInstant(day, "00:00")?.getTime();
  const to = serviceInstant(shiftDate(day, 1), "00:00")?.getTime();
  if (from === undefined || to === undefined) throw new BadRequestError("date: not a day in New York");
  // The live rides that may hold a driver during the day (one that starts the day before may run into it).
  const liveNearDay = and(
    inArray(bookings.status, [...LIVE_BOOKING_STATUSES]),
    gte(bookings.pickupAt, from - LONGEST_RIDE_MS),
    lt(bookings.pickupAt, to),
  );
  const [rows, driverRows] = await db.batch([
    db
      .select({
        bookingId: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        assignmentStatus: bookings.assignmentStatus,
        assignedDriverId: bookings.assignedDriverId,
        rideStage: bookings.rideStage,
        firstName: bookings.firstName,
        lastName: bookings.lastName,
        pickupLocation: bookings.pickupLocation,
        destination: bookings.destination,
        pickupAt: bookings.pickupAt,
        expectedEndAt: bookings.expectedEndAt,
      })
      .from(bookings)
      .where(liveNearDay)
      .orderBy(asc(bookings.pickupAt), asc(bookings.id)),
    db
      .select({
        id: drivers.id,
        firstName: drivers.firstName,
        lastName: drivers.lastName,
        status: drivers.status,
      })
      .from(drivers)
      .where(
        or(
          eq(drivers.status, "active"),
          inArray(drivers.id, db.select({ id: bookings.assignedDriverId }).from(bookings).where(liveNearDay)),
        ),
      )
      .orderBy(asc(drivers.firstName), asc(drivers.lastName)),
  ]);
  const onDay = rows.filter((r) => r.expectedEndAt + bufferMs > from);
  const ride = (r: (typeof onDay)[number]): DayPlanRide => ({
    bookingId: r.bookingId,
    reference: r.reference,
    status: r.status,
    assignmentStatus: r.assignmentStatus,
    rideStage: r.rideStage,
    customerName: `${r.firstName} ${r.lastName}`,
    pickupLocation: r.pickupLocation,
    destination: r.destination,
    pickupAt: r.pickupAt,
    expectedEndAt: r.expectedEndAt,
    busyUntil: r.expectedEndAt + bufferMs,
    conflictsWith: [],
  });
  const byDriver = new Map<string, DayPlanRide[]>();
  const unassigned: DayPlanRide[] = [];
  for (const r of onDay) {
    if (r.assignedDriverId && holdsDriver(r)) {
      const list = byDriver.get(r.assignedDriverId) ?? [];
      list.push(ride(r));
      byDriver.set(r.assignedDriverId, list);
    } else if (r.pickupAt >= from) {
      unassigned.push(ride(r));
    }
  }
  for (const list of byDriver.values()) {
    for (const a of list) {
      a.conflictsWith = list.filter((b) => b !== a && ridesOverlap(a, b, bufferMs)).map((b) => b.reference);
    }
  }
  return {
    date: day,
    from,
    to,
    turnaroundMinutes: Math.round(bufferMs / 60_000),
    drivers: driverRows.map((d) => ({
      id: d.id,
      name: `${d.firstName} ${d.lastName}`,
      active: d.status === "active",
      rides: byDriver.get(d.id) ?? [],
    })),
    unassigned,
  };
}
