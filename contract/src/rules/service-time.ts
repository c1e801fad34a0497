import { type BookingPolicy, DEFAULT_BOOKING_POLICY, tooSoonMessage } from "./booking-policy";

/**
 * Pickup date and time are wall-clock time in the service's zone (PRODUCT.md, "Time is local to the
 * service"). These turn them into instants with Intl alone, so daylight saving is handled the same way
 * in the page and the Worker.
 */

/** Pickup times are wall-clock times in Boston, wherever the customer is. */
export const SERVICE_TIME_ZONE = "America/New_York";

/** PRODUCT.md's lead time, the default of the operator's (BookingPolicy.leadTimeMinutes). */
export const MIN_LEAD_HOURS = DEFAULT_BOOKING_POLICY.leadTimeMinutes / 60;
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

/** The New York date and the half-hour slot at or just before `instant`: `{ date: "2026-11-24", time: "14:30" }`. */
export function serviceSlotAt(instant: number): { date: string; time: string } {
  const p = Object.fromEntries(partsFormatter.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const hour = p.hour === "24" ? "00" : p.hour;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${hour}:${Number(p.minute) >= 30 ? "30" : "00"}` };
}

/** The New York date and minute of `instant`: `{ date: "2026-11-24", time: "15:45" }` (a moved pickup's). */
export function serviceDateTime(instant: number): { date: string; time: string } {
  const p = Object.fromEntries(partsFormatter.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const hour = p.hour === "24" ? "00" : p.hour;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${hour}:${p.minute}` };
}

/** Wall-clock fields of an ISO date and an HH:MM time as if they were UTC, or null when malformed. */
function wallClock(date: string, time: string): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(+(d[1] ?? 0), +(d[2] ?? 1) - 1, +(d[3] ?? 1), +(t[1] ?? 0), +(t[2] ?? 0));
  return new Date(wall).toISOString().slice(0, 10) === date ? wall : null;
}

/**
 * The instants a New York wall-clock time names, earliest first: one on most days, none in the hour the
 * clocks skip in March (02:00-02:59 does not exist), two in the hour they repeat in November.
 */
function instantsOf(wall: number): number[] {
  // The zone's offset a day either side covers both offsets in force around any switch.
  const offsets = new Set([zoneOffsetMinutes(wall - 86_400_000), zoneOffsetMinutes(wall + 86_400_000)]);
  return [...offsets]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => instant + zoneOffsetMinutes(instant) * MINUTE_MS === wall)
    .sort((a, b) => a - b);
}

/**
 * "2025-03-09" + "14:30" in New York → the instant; null when either is malformed or the time does not
 * exist that day (spring forward: 2027-03-14 02:30). A time in the repeated hour (fall back: 01:30 on
 * 2027-11-07 happens twice) means the FIRST of the two, in daylight time (EDT, UTC-4): the earlier
 * pickup, so a customer is never picked up an hour after the time they chose.
 */
/** The calendar date `days` after (or before) a YYYY-MM-DD date. */
export function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function serviceInstant(date: string, time: string): Date | null {
  const wall = wallClock(date, time);
  if (wall === null) return null;
  const [first] = instantsOf(wall);
  return first === undefined ? null : new Date(first);
}

/** True for a time that happens twice in New York that day (the hour the clocks go back). */
export function isRepeatedServiceTime(date: string, time: string): boolean {
  const wall = wallClock(date, time);
  return wall !== null && instantsOf(wall).length > 1;
}

/** The furthest ahead a pickup can be booked, unless the operator's policy says otherwise. */
export const BOOKING_HORIZON_DAYS = DEFAULT_BOOKING_POLICY.bookingHorizonDays;

/** What a pickup time is checked against: the operator's lead time, horizon and short-notice choice. */
export type PickupWindow = Pick<BookingPolicy, "leadTimeMinutes" | "bookingHorizonDays" | "shortNotice">;

export type PickupTimeProblem = "invalid" | "nonexistent" | "past" | "too-soon" | "too-far";

export const PICKUP_TIME_MESSAGES: Readonly<Record<PickupTimeProblem, string>> = {
  invalid: "Please choose a valid pickup date and time",
  nonexistent:
    "That time does not exist in Boston that day: the clocks go forward an hour at 2:00 AM. Please choose another time",
  past: "The pickup time is in the past",
  "too-soon": `Pickups must be booked at least ${MIN_LEAD_HOURS} hours ahead`,
  "too-far": `Pickups can be booked at most ${BOOKING_HORIZON_DAYS} days ahead`,
};

/** The message for a problem, naming the lead time, horizon and short-notice choice in force. */
export function pickupTimeMessage(
  problem: PickupTimeProblem,
  window: PickupWindow = DEFAULT_BOOKING_POLICY,
): string {
  if (problem === "too-far") return `Pickups can be booked at most ${window.bookingHorizonDays} days ahead`;
  if (problem === "too-soon") return tooSoonMessage(window);
  return PICKUP_TIME_MESSAGES[problem];
}

/** null when the pickup can be booked; otherwise what is wrong with it. */
export function checkPickupTime(
  date: string,
  time: string,
  now: Date = new Date(),
  window: Pick<PickupWindow, "leadTimeMinutes" | "bookingHorizonDays"> = DEFAULT_BOOKING_POLICY,
): PickupTimeProblem | null {
  const wall = wallClock(date, time);
  if (wall === null) return "invalid";
  const at = serviceInstant(date, time);
  if (!at) return "nonexistent";
  if (at.getTime() <= now.getTime()) return "past";
  if (at.getTime() - now.getTime() < window.leadTimeMinutes * MINUTE_MS) return "too-soon";
  if (at.getTime() - now.getTime() > window.bookingHorizonDays * 1440 * MINUTE_MS) return "too-far";
  return null;
}

export function isPickupInPast(date: string, time: string, now: Date = new Date()): boolean {
  return checkPickupTime(date, time, now) === "past";
}

export function isPickupTooSoon(date: string, time: string, now: Date = new Date()): boolean {
  return checkPickupTime(date, time, now) === "too-soon";
}
