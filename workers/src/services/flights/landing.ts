import { PICKUP_SHIFT_MIN_MINUTES, pickupFollowingFlight } from "@chauffeur/contract";
import { bookings } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { ConflictError, NotFoundError, UnprocessableError } from "../core/errors";
import { bufferMsOf, flightPickups, movePickup, when } from "./pickups";

/** The most a landing entered by hand may lie from the pickup: a typo of a day is refused. */
const LANDING_WINDOW_MS = 48 * 3_600_000;

/**
 * The dispatcher enters when a booking's flight lands (no provider, or no live data for it): the pickup
 * follows as it would from the provider, and the customer, the chauffeur and the dispatch address are
 * told. Refused for a booking without a flight, a ride under way or over, or a landing two days away.
 */
export async function enterLanding({
  ctx,
  input: { bookingId, landingAt, adminId },
}: {
  ctx: Ctx;
  input: { bookingId: string; landingAt: number; adminId: string };
}): Promise<{ message: string; pickupAt: number }> {
  const { db } = ctx;
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
  const was = b.flightLandingAt ?? b.pickupAt - bufferMsOf(ctx);
  const to = pickupFollowingFlight(b.pickupAt, was, landingAt, ctx.config.FLIGHT_PICKUP_BUFFER_MINUTES);
  if (Math.abs(to - b.pickupAt) < PICKUP_SHIFT_MIN_MINUTES * 60_000) {
    await db
      .update(bookings)
      .set({ flightLandingAt: landingAt, flightStatus: "manual", flightCheckedAt: ctx.now.toISOString() })
      .where(eq(bookings.id, b.id));
    return { message: `Landing noted; the pickup stays at ${when(b.pickupAt)}`, pickupAt: b.pickupAt };
  }
  const moved = await movePickup(ctx, b, {
    to,
    landingAt,
    flightStatus: "manual",
    by: { type: "admin", id: adminId },
  });
  if (!moved)
    throw new ConflictError("This booking was changed by someone else; please refresh and try again");
  return { message: `Pickup moved to ${when(to)}; the customer and the chauffeur were told`, pickupAt: to };
}
