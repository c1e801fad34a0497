import {
  airportCodeIn,
  PICKUP_SHIFT_MIN_MINUTES,
  pickupFollowingFlight,
  serviceDateTime,
} from "@chauffeur/contract";
import { bookings } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { alertStatements, resolveAlerts } from "../alerts/raise";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { eventsIfChanged } from "../core/history";
import { outboxIfChanged } from "../core/outbox";
import { flightCheckMessage } from "../messages/flights";
import { bufferMsOf, type FlightBooking, flightPickups, movePickup } from "./pickups";
import type { FlightArrival, FlightStatusProvider } from "./provider";

/** Records what the provider said, without moving anything; the dispatcher is told once of a problem. */
async function recordFlight(
  ctx: Ctx,
  b: FlightBooking,
  flightStatus: string,
  landingAt: number | null,
  problem: string | null,
): Promise<boolean> {
  const at = ctx.now.toISOString();
  const [changed] = await runGuarded(ctx.db, [
    {
      sql: `update bookings set flight_status = ?, flight_landing_at = coalesce(?, flight_landing_at),
          flight_checked_at = ? where id = ? and coalesce(flight_status, '') <> ?`,
      params: [flightStatus, landingAt, at, b.id, flightStatus],
    },
    ...(problem
      ? [
          outboxIfChanged(flightCheckMessage(b, problem, ctx.config), at),
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
          // The Exceptions tab lists it while it stands (the message above is dispatch's e-mail).
          ...alertStatements(ctx, {
            kind: "flight",
            bookingId: b.id,
            detail: `Ride ${b.reference}: ${problem}.`,
            dedupeKey: `flight:${b.id}`,
          }),
        ]
      : []),
  ]);
  if (!problem) await resolveAlerts({ ctx, input: { kind: "flight", bookingId: b.id } });
  if (changed === 0) {
    // Same status as before: only note when it was read.
    await ctx.db.update(bookings).set({ flightCheckedAt: at }).where(eq(bookings.id, b.id));
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
export async function followFlights({
  ctx,
}: {
  ctx: Ctx & { readonly flights: FlightStatusProvider | null };
}): Promise<FollowResult | null> {
  const provider = ctx.flights;
  if (!provider) return null;
  const at = ctx.now.getTime();
  const result: FollowResult = { checked: 0, moved: 0, flagged: 0 };
  for (const b of await flightPickups(ctx.db, at, at + 36 * 3_600_000)) {
    // The landing day at the airport: the pickup's service-local date, less the buffer (a 00:15 pickup
    // meets a flight of the evening before).
    const day = serviceDateTime(b.pickupAt - bufferMsOf(ctx)).date;
    const arrival = await provider.arrival(b.flightNumber, day);
    result.checked += 1;
    const problem = flightProblem(b, arrival);
    if (problem || !arrival) {
      if (await recordFlight(ctx, b, arrival?.status ?? "Not found", null, problem)) {
        result.flagged += 1;
      }
      continue;
    }
    // The pickup keeps the customer's margin after the landing it was last set for (the timetable's, first).
    const was = b.flightLandingAt ?? arrival.scheduledAt;
    const to = pickupFollowingFlight(
      b.pickupAt,
      was,
      arrival.expectedAt,
      ctx.config.FLIGHT_PICKUP_BUFFER_MINUTES,
    );
    if (Math.abs(to - b.pickupAt) >= PICKUP_SHIFT_MIN_MINUTES * 60_000 && to > at) {
      const moved = await movePickup(ctx, b, {
        to,
        landingAt: arrival.expectedAt,
        flightStatus: arrival.status,
        by: { type: "system", id: null },
      });
      if (moved) result.moved += 1;
    } else {
      await recordFlight(ctx, b, arrival.status, arrival.expectedAt, null);
    }
  }
  return result;
}
