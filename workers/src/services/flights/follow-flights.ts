import {
  airportCodeIn,
  formatServiceClock,
  formatServiceTime,
  holdsDriver,
  PICKUP_SHIFT_MIN_MINUTES,
  pickupFollowingFlight,
  serviceDateTime,
  textMentionsAirport,
} from "@chauffeur/contract";
import { bookings, type Db, drivers } from "@chauffeur/db";
import { and, eq, gt, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { runGuarded } from "../core/batch";
import { ConflictError, NotFoundError, UnprocessableError } from "../core/errors";
import { eventsIfChanged } from "../core/history";
import { outboxIfChanged } from "../core/outbox";
import { flightCheckMessage, pickupMovedMessages } from "../messages/flights";
import type { FlightArrival, FlightStatusProvider } from "./provider";

/** An airport pickup with a flight, as following it needs. */
export interface FlightBooking {
  id: string;
  reference: string;
  status: string;
  assignmentStatus: string;
  pickupAt: number;
  pickupLocation: string;
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

export interface FlightSettings {
  bufferMinutes: number;
  /** The dispatcher's address (SITE_EMAIL): told of every change and of every flight that needs a look. */
  dispatchEmail: string;
}

const columns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  assignmentStatus: bookings.assignmentStatus,
  pickupAt: bookings.pickupAt,
  pickupLocation: bookings.pickupLocation,
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

const when = (at: number) => formatServiceTime(at, { year: true });

/**
 * Moves a pickup to `to` because its flight lands at `landingAt`, in one guarded batch: the booking (its
 * end moves with it), the customer's, the chauffeur's and the dispatcher's messages, and a history row,
 * all only if the booking is still as read (same pickup, ride not started). Answers whether it moved.
 */
export async function movePickup(
  db: Db,
  b: FlightBooking,
  move: { to: number; landingAt: number; flightStatus: string; by: MovedBy; now: Date },
  settings: FlightSettings,
): Promise<boolean> {
  const { to, landingAt, by, now } = move;
  const at = now.toISOString();
  const slot = serviceDateTime(to);
  const [changed] = await runGuarded(db, [
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
    ...pickupMovedMessages(b, to, landingAt, settings.dispatchEmail).map((m) => outboxIfChanged(m, at)),
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

/** Records what the provider said, without moving anything; the dispatcher is told once of a problem. */
async function recordFlight(
  db: Db,
  b: FlightBooking,
  flightStatus: string,
  landingAt: number | null,
  problem: string | null,
  settings: FlightSettings,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const [changed] = await runGuarded(db, [
    {
      sql: `update bookings set flight_status = ?, flight_landing_at = coalesce(?, flight_landing_at),
          flight_checked_at = ? where id = ? and coalesce(flight_status, '') <> ?`,
      params: [flightStatus, landingAt, at, b.id, flightStatus],
    },
    ...(problem
      ? [
          outboxIfChanged(flightCheckMessage(b, problem, settings.dispatchEmail), at),
          eventsIfChanged(
            [
              {
                bookingId: b.id,
                actorType: "system",
                actorId: null,
                field: "flight",
                fromValue: b.flightStatus,
                toValue: flightStatus,
                note: problem,
              },
            ],
            at,
          ),
        ]
      : []),
  ]);
  if (changed === 0) {
    // Same status as before: only note when it was read.
    await db.update(bookings).set({ flightCheckedAt: at }).where(eq(bookings.id, b.id));
  }
  return problem !== null && changed === 1;
}

/** Why a flight needs the dispatcher's eyes, or null. */
function flightProblem(b: FlightBooking, arrival: FlightArrival | null): string | null {
  if (!arrival) return `flight ${b.flightNumber} was not found landing that day`;
  if (/cancel/i.test(arrival.status)) return `flight ${b.flightNumber} is cancelled`;
  if (/divert/i.test(arrival.status)) return `flight ${b.flightNumber} is diverted`;
  const code = airportCodeIn(b.pickupLocation);
  if (code && arrival.airport && arrival.airport !== code) {
    return `flight ${b.flightNumber} lands at ${arrival.airport}, not ${code}`;
  }
  return null;
}

export interface FollowResult {
  checked: number;
  moved: number;
  flagged: number;
}

/**
 * Follows the flights of the airport pickups in the next 36 hours: a pickup moves with the expected
 * landing (keeping the customer's margin after it, never less than the buffer) when that shifts it by 5
 * minutes or more; a flight that is not found, cancelled,
 * diverted or landing elsewhere is flagged to the dispatcher once.
 */
export async function followFlights(
  db: Db,
  provider: FlightStatusProvider,
  settings: FlightSettings,
  now: Date,
): Promise<FollowResult> {
  const at = now.getTime();
  const result: FollowResult = { checked: 0, moved: 0, flagged: 0 };
  for (const b of await flightPickups(db, at, at + 36 * 3_600_000)) {
    // The landing day at the airport: the pickup's service-local date, less the buffer (a 00:15 pickup
    // meets a flight of the evening before).
    const day = serviceDateTime(b.pickupAt - settings.bufferMinutes * 60_000).date;
    const arrival = await provider.arrival(b.flightNumber, day);
    result.checked += 1;
    const problem = flightProblem(b, arrival);
    if (problem || !arrival) {
      if (await recordFlight(db, b, arrival?.status ?? "Not found", null, problem, settings, now)) {
        result.flagged += 1;
      }
      continue;
    }
    // The pickup keeps the customer's margin after the landing it was last set for (the timetable's, first).
    const was = b.flightLandingAt ?? arrival.scheduledAt;
    const to = pickupFollowingFlight(b.pickupAt, was, arrival.expectedAt, settings.bufferMinutes);
    if (Math.abs(to - b.pickupAt) >= PICKUP_SHIFT_MIN_MINUTES * 60_000 && to > at) {
      const moved = await movePickup(
        db,
        b,
        {
          to,
          landingAt: arrival.expectedAt,
          flightStatus: arrival.status,
          by: { type: "system", id: null },
          now,
        },
        settings,
      );
      if (moved) result.moved += 1;
    } else {
      await recordFlight(db, b, arrival.status, arrival.expectedAt, null, settings, now);
    }
  }
  return result;
}

/** The most a landing entered by hand may lie from the pickup: a typo of a day is refused. */
const LANDING_WINDOW_MS = 48 * 3_600_000;

/**
 * The dispatcher enters when a booking's flight lands (no provider, or no live data for it): the pickup
 * follows as it would from the provider, and the customer, the chauffeur and the dispatch address are
 * told. Refused for a booking without a flight, a ride under way or over, or a landing two days away.
 */
export async function enterLanding(
  db: Db,
  bookingId: string,
  landingAt: number,
  adminId: string,
  settings: FlightSettings,
  now: Date,
): Promise<{ message: string; pickupAt: number }> {
  const [b] = await flightPickups(db, 0, 0, bookingId);
  if (!b) {
    const exists = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .get();
    if (!exists) throw new NotFoundError("Booking not found");
    throw new ConflictError(
      "Only an airport pickup with a flight number, not yet under way, follows a landing time",
    );
  }
  if (Math.abs(landingAt - b.pickupAt) > LANDING_WINDOW_MS) {
    throw new UnprocessableError(
      `A landing at ${when(landingAt)} is more than two days from the pickup (${when(b.pickupAt)})`,
    );
  }
  const was = b.flightLandingAt ?? b.pickupAt - settings.bufferMinutes * 60_000;
  const to = pickupFollowingFlight(b.pickupAt, was, landingAt, settings.bufferMinutes);
  if (Math.abs(to - b.pickupAt) < PICKUP_SHIFT_MIN_MINUTES * 60_000) {
    await db
      .update(bookings)
      .set({ flightLandingAt: landingAt, flightStatus: "manual", flightCheckedAt: now.toISOString() })
      .where(eq(bookings.id, b.id));
    return { message: `Landing noted; the pickup stays at ${when(b.pickupAt)}`, pickupAt: b.pickupAt };
  }
  const moved = await movePickup(
    db,
    b,
    { to, landingAt, flightStatus: "manual", by: { type: "admin", id: adminId }, now },
    settings,
  );
  if (!moved)
    throw new ConflictError("This booking was changed by someone else; please refresh and try again");
  return { message: `Pickup moved to ${when(to)}; the customer and the chauffeur were told`, pickupAt: to };
}
