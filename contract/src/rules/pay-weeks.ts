import { serviceInstant, shiftDate } from "./service-time";
import { serviceToday } from "./time-slots";

/**
 * Chauffeurs are paid by the week, Monday to Sunday in New York time: a week is named by its Monday
 * (YYYY-MM-DD), and its statement is issued on the Monday after.
 */

/** The Monday of the week a date falls in. */
export function weekMonday(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

/** A week's bounds as instants: its Monday 00:00 and the next Monday 00:00, New York time. */
export function weekBounds(monday: string): { start: Date; end: Date } {
  const start = serviceInstant(monday, "00:00");
  const end = serviceInstant(shiftDate(monday, 7), "00:00");
  if (!start || !end) throw new RangeError(`not a date: ${monday}`);
  return { start, end };
}

/** The last week that has ended at `now` (the week before this one, in New York). */
export function lastEndedWeek(now: Date): string {
  return weekMonday(shiftDate(serviceToday(now), -7));
}

/** Whether `now` is a Monday in New York: the day weekly statements are issued. */
export function isStatementDay(now: Date): boolean {
  return new Date(`${serviceToday(now)}T12:00:00Z`).getUTCDay() === 1;
}

/** A statement's number: PS-2026-0007, the year of its week's Monday and its place in that year. */
export function statementNumber(monday: string, sequence: number): string {
  return `PS-${monday.slice(0, 4)}-${String(sequence).padStart(4, "0")}`;
}
