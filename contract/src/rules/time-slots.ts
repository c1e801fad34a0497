import { PICKUP_TIME_MESSAGES, SERVICE_TIME_ZONE, serviceInstant } from "./service-time";

/**
 * Quick Booking rules shared by the form and the booking steps (SPEC.md section 5, PRODUCT.md):
 * 48 half-hour slots, dates as MM/dd/yyyy, no past days in the service's own time zone.
 */

export const QUICK_BOOKING_MISSING_FIELDS = "Please fill all fields";

export interface TimeSlot {
  /** Stored form, 24-hour "HH:MM". */
  value: string;
  /** Shown form, 12-hour "h:mm AM". */
  label: string;
}

/** "14:30" → "2:30 PM". */
export function formatTimeLabel(value: string): string {
  const [h = 0, m = 0] = value.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** Every 30 minutes across the day: 48 slots from 12:00 AM to 11:30 PM. */
export const TIME_SLOTS: readonly TimeSlot[] = Array.from({ length: 48 }, (_, i) => {
  const value = `${String(Math.floor(i / 2)).padStart(2, "0")}:${i % 2 === 0 ? "00" : "30"}`;
  return { value, label: formatTimeLabel(value) };
});

/** "2025-03-07" → "03/07/2025"; anything else is returned unchanged. */
export function formatUsDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : isoDate;
}

/** Today's date (yyyy-mm-dd) in Boston: the first day a pickup can be booked. */
export function serviceToday(now: Date = new Date()): string {
  // en-CA formats as yyyy-mm-dd.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SERVICE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** True for a well-formed calendar date before today in Boston. */
export function isPastServiceDate(isoDate: string, now: Date = new Date()): boolean {
  return isoDate < serviceToday(now);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

export function isTimeSlot(value: string): boolean {
  return TIME_SLOTS.some((slot) => slot.value === value);
}

/** What the Quick Booking form hands the vehicle step (SPEC.md section 3, "Booking search data"). */
export interface QuickBookingSearch {
  serviceType: "one-way" | "hourly";
  pickupLocation: string;
  destination: string;
  /** yyyy-mm-dd, Boston wall-clock date. */
  date: string;
  /** HH:MM, 24-hour. */
  time: string;
  pickupPlaceId?: string;
  destinationPlaceId?: string;
}

/**
 * The form's one rule set: null when the search can go on, else the message to show. All four fields
 * are required; a past day, an unknown slot or a time the clocks skip is refused too.
 */
export function validateQuickBooking(
  search: Pick<QuickBookingSearch, "pickupLocation" | "destination" | "date" | "time">,
  now: Date = new Date(),
): string | null {
  const fields = [search.pickupLocation, search.destination, search.date, search.time];
  if (fields.some((f) => f.trim() === "")) return QUICK_BOOKING_MISSING_FIELDS;
  if (!isIsoDate(search.date)) return "Please choose a valid date";
  if (isPastServiceDate(search.date, now)) return "Please choose today or a later date";
  if (!isTimeSlot(search.time)) return "Please choose a pickup time";
  if (!serviceInstant(search.date, search.time)) return PICKUP_TIME_MESSAGES.nonexistent;
  return null;
}
