import { PICKUP_SHIFT_MIN_MINUTES, pickupFollowingFlight } from "@chauffeur/contract";
import { bookings, type Db } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { ConflictError, NotFoundError, UnprocessableError } from "../core/errors";
import { type FlightSettings, flightPickups, movePickup, when } from "./pickups";

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
