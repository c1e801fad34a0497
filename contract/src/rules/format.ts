import { SERVICE_TIME_ZONE } from "./time-slots";

const wholeUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const centsUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
});

/** Dollars as the site writes them: "$1,250" for whole amounts, "$52.50" with cents. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? wholeUsd.format(amount) : centsUsd.format(amount);
}

const serviceTime = new Intl.DateTimeFormat("en-US", {
  timeZone: SERVICE_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/**
 * A moment in the service's own time zone, labelled, wherever the reader is: "Tue, Nov 24, 7:00 AM ET"
 * (pickups are Boston wall-clock times; a dispatcher abroad still reads Boston's).
 */
export function formatServiceTime(at: number | string | Date): string {
  const parts = Object.fromEntries(serviceTime.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ET`;
}
