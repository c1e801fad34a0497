/**
 * Pickup date and time are wall-clock time in the service's zone (PRODUCT.md, "Time is local to the
 * service"). These turn them into instants with Intl alone, so daylight saving is handled the same way
 * in the page and the Worker.
 */
import { SERVICE_TIME_ZONE } from "./time-slots";

export const MIN_LEAD_HOURS = 2;
const MINUTE_MS = 60_000;

const partsFormatter = new Intl.DateTimeFormat("en-US", {
  timeZone: SERVICE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Minutes the zone is ahead of UTC at `instant` (negative in New York: -300 or -240). */
function zoneOffsetMinutes(instant: number): number {
  const p = Object.fromEntries(partsFormatter.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(
    +(p.year ?? 0),
    +(p.month ?? 1) - 1,
    +(p.day ?? 1),
    +(p.hour ?? 0),
    +(p.minute ?? 0),
    +(p.second ?? 0),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / MINUTE_MS);
}

/** "2025-03-09" + "14:30" in New York → the instant, or null when either is malformed. */
export function serviceInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(+(d[1] ?? 0), +(d[2] ?? 1) - 1, +(d[3] ?? 1), +(t[1] ?? 0), +(t[2] ?? 0));
  if (new Date(wall).toISOString().slice(0, 10) !== date) return null;
  // Two passes: the offset at the first guess may differ from the offset at the answer near a DST switch.
  let instant = wall - zoneOffsetMinutes(wall) * MINUTE_MS;
  instant = wall - zoneOffsetMinutes(instant) * MINUTE_MS;
  return new Date(instant);
}

export type PickupTimeProblem = "invalid" | "past" | "too-soon";

export const PICKUP_TIME_MESSAGES: Readonly<Record<PickupTimeProblem, string>> = {
  invalid: "Please choose a valid pickup date and time",
  past: "The pickup time is in the past",
  "too-soon": `Pickups must be booked at least ${MIN_LEAD_HOURS} hours ahead`,
};

/** null when the pickup can be booked; otherwise what is wrong with it. */
export function checkPickupTime(
  date: string,
  time: string,
  now: Date = new Date(),
): PickupTimeProblem | null {
  const at = serviceInstant(date, time);
  if (!at) return "invalid";
  if (at.getTime() <= now.getTime()) return "past";
  if (at.getTime() - now.getTime() < MIN_LEAD_HOURS * 60 * MINUTE_MS) return "too-soon";
  return null;
}

export function isPickupInPast(date: string, time: string, now: Date = new Date()): boolean {
  return checkPickupTime(date, time, now) === "past";
}

export function isPickupTooSoon(date: string, time: string, now: Date = new Date()): boolean {
  return checkPickupTime(date, time, now) === "too-soon";
}
