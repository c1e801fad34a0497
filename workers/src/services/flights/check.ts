import { type FlightCheck, formatServiceClock, formatServiceDay, shiftDate } from "@chauffeur/contract";
import type { Ctx } from "../core/context";
import { requirePickupDate } from "../core/pickup-date";
import type { FlightArrival, FlightStatusProvider } from "./provider";

/** One answer per flight and day is kept this long, so typing and retyping costs the flight service nothing. */
const KEPT_MS = 10 * 60_000;
const MAX_KEPT = 500;
/** At most this many checks per client address in KEPT_MS (per isolate): the flight service is paid for. */
const PER_CLIENT = 20;

const kept = new Map<string, { at: number; arrival: FlightArrival | null }>();
const clients = new Map<string, number[]>();

const UNCHECKED: FlightCheck = { result: "unchecked", message: null, landing: null };

const dayOf = (date: string) => formatServiceDay(`${date}T17:00:00Z`);

async function arrival(provider: FlightStatusProvider, flight: string, date: string, now: number) {
  const key = `${flight}|${date}`;
  const hit = kept.get(key);
  if (hit && now - hit.at < KEPT_MS) return hit.arrival;
  const found = await provider.arrival(flight, date);
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, { at: now, arrival: found });
  return found;
}

function allowed(client: string, now: number) {
  const recent = (clients.get(client) ?? []).filter((t) => now - t < KEPT_MS);
  if (recent.length >= PER_CLIENT) return false;
  if (clients.size >= MAX_KEPT) clients.clear();
  clients.set(client, [...recent, now]);
  return true;
}

/**
 * Checks the flight a customer gave against the pickup's airport and day, with the configured flight
 * status service: it lands there that day, elsewhere, or the day before or after, or it is not found.
 * The date is a pickup's, so a day that could be booked (400 otherwise). Advice only: without a service,
 * over the client's limit, or when the service fails, nothing is said (`unchecked`) and the booking goes
 * on; the scheduled job follows the flight either way.
 */
export async function checkFlight({
  ctx,
  input,
}: {
  ctx: Pick<Ctx, "now"> & {
    readonly config: Pick<Ctx["config"], "BOOKING_HORIZON_DAYS">;
    readonly flights: FlightStatusProvider | null;
  };
  /** `client`: the caller's address, for its allowance of checks. */
  input: { flightNumber: string; date: string; airport: string; client: string };
}): Promise<FlightCheck> {
  requirePickupDate(ctx, "date", input.date);
  const provider = ctx.flights;
  const now = ctx.now.getTime();
  if (!provider || !allowed(input.client, now)) return UNCHECKED;
  const { flightNumber: flight, date, airport } = input;
  try {
    const onDay = await arrival(provider, flight, date, now);
    if (onDay) {
      const landing = { airport: onDay.airport, at: new Date(onDay.expectedAt).toISOString() };
      if (onDay.airport && onDay.airport !== airport) {
        return {
          result: "other-airport",
          message: `${flight} lands at ${onDay.airport} on ${dayOf(date)}, not at ${airport}. Please check the flight number or the pickup.`,
          landing,
        };
      }
      return {
        result: "as-booked",
        message: `${flight} is due at ${airport} at ${formatServiceClock(onDay.expectedAt)} on ${dayOf(date)}. Your chauffeur follows it and waits if it is late.`,
        landing,
      };
    }
    for (const other of [shiftDate(date, -1), shiftDate(date, 1)]) {
      const near = await arrival(provider, flight, other, now);
      if (near && (!near.airport || near.airport === airport)) {
        return {
          result: "other-day",
          message: `${flight} lands at ${airport} on ${dayOf(other)}, not on ${dayOf(date)}. Please check the pickup date.`,
          landing: { airport: near.airport, at: new Date(near.expectedAt).toISOString() },
        };
      }
    }
    return {
      result: "not-found",
      message: `We could not find ${flight} landing on ${dayOf(date)}. Please check the flight number.`,
      landing: null,
    };
  } catch (error) {
    console.error(JSON.stringify({ level: "warn", flightCheck: String(error) }));
    return UNCHECKED;
  }
}
