import { SERVICE_TIME_ZONE } from "./service-time";

const usd = (fractionDigits: 0 | 2) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const wholeUsd = usd(0);
const centsUsd = usd(2);

/**
 * Dollars as the site writes them: "$1,250" for whole amounts, "$52.50" with cents. `cents: true` always
 * writes the cents ("$165.00"), as receipts, the ledger and the history do.
 */
export function formatUsd(amount: number, { cents = !Number.isInteger(amount) } = {}): string {
  return (cents ? centsUsd : wholeUsd).format(amount);
}

const serviceTime = (year: boolean) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: SERVICE_TIME_ZONE,
    weekday: "short",
    month: "short",
    day: "numeric",
    ...(year ? { year: "numeric" } : {}),
    hour: "numeric",
    minute: "2-digit",
  });
const withoutYear = serviceTime(false);
const withYear = serviceTime(true);

/** A count with its noun: "1 passenger", "3 passengers" (`many` for irregular plurals). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const clockOnly = new Intl.DateTimeFormat("en-US", {
  timeZone: SERVICE_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
});

/** The time of day of a moment in the service's zone, labelled: "10:15 AM ET". */
export function formatServiceClock(at: number | string | Date): string {
  return `${clockOnly.format(new Date(at))} ET`;
}

/**
 * A moment in the service's own time zone, labelled, wherever the reader is: "Tue, Nov 24, 7:00 AM ET"
 * (pickups are Boston wall-clock times; a dispatcher abroad still reads Boston's). `year: true` for
 * what is kept, such as e-mails: "Tue, Nov 24, 2026, 7:00 AM ET".
 */
export function formatServiceTime(at: number | string | Date, { year = false } = {}): string {
  const p = serviceParts(at, year);
  return `${serviceDay(p, year)}, ${p.hour}:${p.minute} ${p.dayPeriod} ET`;
}

/** The day of a moment in the service's zone: "Tue, Nov 24" (the dispatcher's board reads by day). */
export function formatServiceDay(at: number | string | Date): string {
  return serviceDay(serviceParts(at, false), false);
}

function serviceParts(at: number | string | Date, year: boolean): Record<string, string> {
  const formatter = year ? withYear : withoutYear;
  return Object.fromEntries(formatter.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
}

const serviceDay = (p: Record<string, string>, year: boolean) =>
  `${p.weekday}, ${p.month} ${p.day}${year ? `, ${p.year}` : ""}`;

const monthYear = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" });
const longDate = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** A billing month, "2026-03" → "March 2026"; anything else is returned unchanged. */
export function formatPeriod(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  return match ? monthYear.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : period;
}

/** A calendar date, "2026-04-30" → "April 30, 2026"; anything else is returned unchanged. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match
    ? longDate.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))))
    : date;
}
