import {
  formatServiceClock,
  formatServiceTime,
  holdsDriver,
  serviceDateTime,
  textMentionsAirport,
} from "@chauffeur/contract";
import { bookings, type Db, drivers } from "@chauffeur/db";
import { and, eq, gt, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { eventsIfChanged } from "../core/history";
import { outboxIfChanged } from "../core/outbox";
import { pickupMovedMessages } from "../messages/flights";
import { trackingLink } from "../tracking/track-token";

/** An airport pickup with a flight, as following it needs. */
export interface FlightBooking {
  id: string;
  reference: string;
  status: string;
  assignmentStatus: string;
  pickupAt: number;
  pickupLocation: string;
  destination: string;
  serviceType: string;
  hours: number | null;
  flightNumber: string;
  flightStatus: string | null;
  /** The landing the pickup was last set for (null until the flight was first read or entered). */
  flightLandingAt: number | null;
  firstName: string;
  email: string;
  phone: string;
  driver: { firstName: string; email: string } | null;
}

/** Who moved a pickup: the scheduled job (from the provider) or a dispatcher (a landing entered by hand). */
export type MovedBy = { type: "system"; id: null } | { type: "admin"; id: string };

/** How a pickup follows its flight (FLIGHT_PICKUP_BUFFER_MINUTES: minutes from the landing to the pickup). */
export const bufferMsOf = (ctx: Pick<Ctx, "config">) => ctx.config.FLIGHT_PICKUP_BUFFER_MINUTES * 60_000;

const columns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  assignmentStatus: bookings.assignmentStatus,
  pickupAt: bookings.pickupAt,
  pickupLocation: bookings.pickupLocation,
  destination: bookings.destination,
  serviceType: bookings.serviceType,
  hours: bookings.hours,
  flightNumber: bookings.flightNumber,
  flightStatus: bookings.flightStatus,
  flightLandingAt: bookings.flightLandingAt,
  firstName: bookings.firstName,
  email: bookings.email,
  phone: bookings.phone,
  driverFirstName: drivers.firstName,
  driverEmail: drivers.email,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | null };

function toFlightBooking(r: Row): FlightBooking | null {
  if (!r.id || !r.flightNumber || r.pickupAt === null) return null;
  const b = {
    id: r.id,
    reference: r.reference ?? "",
    status: r.status ?? "",
    assignmentStatus: r.assignmentStatus ?? "",
    pickupAt: r.pickupAt,
    pickupLocation: r.pickupLocation ?? "",
    destination: r.destination ?? "",
    serviceType: r.serviceType ?? "",
    hours: r.hours,
    flightNumber: r.flightNumber,
    flightStatus: r.flightStatus,
    flightLandingAt: r.flightLandingAt,
    firstName: r.firstName ?? "",
    email: r.email ?? "",
    phone: r.phone ?? "",
  };
  return {
    ...b,
    driver:
      r.driverFirstName && r.driverEmail && holdsDriver(b)
        ? { firstName: r.driverFirstName, email: r.driverEmail }
        : null,
  };
}

/** The live airport pickups with a flight whose ride has not started, pickup in (from, to]. */
export async function flightPickups(db: Db, from: number, to: number, id?: string): Promise<FlightBooking[]> {
  const rows = await db
    .select(columns)
    .from(bookings)
    .leftJoin(drivers, eq(drivers.id, bookings.assignedDriverId))
    .where(
      and(
        id ? eq(bookings.id, id) : and(gt(bookings.pickupAt, from), lte(bookings.pickupAt, to)),
        inArray(bookings.status, ["pending", "confirmed"]),
        isNotNull(bookings.flightNumber),
        isNull(bookings.rideStage),
      ),
    )
    .orderBy(bookings.pickupAt)
    .limit(200);
  return rows
    .map((r) => toFlightBooking(r as Row))
    .filter((b): b is FlightBooking => b !== null && textMentionsAirport(b.pickupLocation));
}

export const when = (at: number) => formatServiceTime(at, { year: true });

/**
 * Moves a pickup to `to` because its flight lands at `landingAt`, in one guarded batch: the booking (its
 * end moves with it), the customer's, the chauffeur's and the dispatcher's messages, and a history row,
 * all only if the booking is still as read (same pickup, ride not started). Answers whether it moved.
 */
export async function movePickup(
  ctx: Ctx,
  b: FlightBooking,
  move: { to: number; landingAt: number; flightStatus: string; by: MovedBy },
): Promise<boolean> {
  const { to, landingAt, by } = move;
  const at = ctx.now.toISOString();
  const slot = serviceDateTime(to);
  const link = await trackingLink(ctx, { id: b.id, pickupAt: to });
  const messages = pickupMovedMessages(
    b,
    { to, landingAt, trackingLink: link, now: ctx.now.getTime() },
    ctx.config,
  );
  const [changed] = await runGuarded(ctx.db, [
    {
      sql: `update bookings set pickup_at = ?, expected_end_at = expected_end_at + ?, scheduled_date = ?,
          scheduled_time = ?, flight_landing_at = ?, flight_status = ?, flight_checked_at = ?, updated_at = ?
        where id = ? and pickup_at = ? and ride_stage is null and status in ('pending', 'confirmed')`,
      params: [
        to,
        to - b.pickupAt,
        slot.date,
        slot.time,
        landingAt,
        move.flightStatus,
        at,
        at,
        b.id,
        b.pickupAt,
      ],
    },
    ...messages.map((m) => outboxIfChanged(m, at)),
    eventsIfChanged(
      [
        {
          bookingId: b.id,
          actorType: by.type,
          actorId: by.id,
          field: "pickup",
          fromValue: when(b.pickupAt),
          toValue: when(to),
          note: `Flight ${b.flightNumber} expected to land at ${formatServiceClock(landingAt)}${by.type === "admin" ? " (entered by dispatch)" : ""}`,
        },
      ],
      at,
    ),
  ]);
  return changed === 1;
}
