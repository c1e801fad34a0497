import { DEFAULT_BOOKING_POLICY } from "./booking-policy";
import { MAX_HOURS, MIN_HOURS } from "./pricing";
import {
  BOOKING_HORIZON_DAYS,
  checkPickupTime,
  type PickupWindow,
  pickupTimeMessage,
  SERVICE_TIME_ZONE,
} from "./service-time";

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

/** What is wrong with a pickup's date alone (a quote, a quote request, a flight check), or null. */
export type PickupDateProblem = "past" | "too-far";

/**
 * A pickup date against today in Boston and the booking horizon: a price, a quote request or a flight
 * check is for a day that could be booked (never 1970 or 9999). `date` is a calendar date (isIsoDate).
 */
export function checkPickupDate(
  date: string,
  now: Date = new Date(),
  horizonDays = BOOKING_HORIZON_DAYS,
): PickupDateProblem | null {
  if (isPastServiceDate(date, now)) return "past";
  if (date > serviceToday(new Date(now.getTime() + horizonDays * 86_400_000))) return "too-far";
  return null;
}

/** A pickup date's problem in the customer's words, naming the horizon in force. */
export function pickupDateMessage(problem: PickupDateProblem, horizonDays = BOOKING_HORIZON_DAYS): string {
  return problem === "past"
    ? PAST_DATE_MESSAGE
    : pickupTimeMessage("too-far", { ...DEFAULT_BOOKING_POLICY, bookingHorizonDays: horizonDays });
}

export const PAST_DATE_MESSAGE = "Please choose today or a later date";

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
  /** Required one way; an optional drop-off when hourly. */
  destination: string;
  /** yyyy-mm-dd, Boston wall-clock date. */
  date: string;
  /** HH:MM, 24-hour. */
  time: string;
  /** Hourly service only: how long the chauffeur is booked, MIN_HOURS to MAX_HOURS. */
  hours?: number;
  pickupPlaceId?: string;
  destinationPlaceId?: string;
  /** A vehicle chosen before the search ("Book This Vehicle" on the fleet page). */
  selectedVehicle?: "executive-sedan" | "luxury-suv";
}

export const HOURS_REQUIRED = `Please choose at least ${MIN_HOURS} hours`;

/**
 * The form's one rule set: null when the search can go on, else the message to show. Pickup, date and time
 * are required, and the destination one way; the pickup must be one POST /api/bookings would take now (not
 * past, at least MIN_LEAD_HOURS ahead, within the horizon, a time that exists that day), in its words.
 */
export function validateQuickBooking(
  search: Pick<QuickBookingSearch, "pickupLocation" | "destination" | "date" | "time"> &
    Partial<Pick<QuickBookingSearch, "serviceType" | "hours">>,
  now: Date = new Date(),
  window: PickupWindow = DEFAULT_BOOKING_POLICY,
): string | null {
  const hourly = search.serviceType === "hourly";
  const fields = [search.pickupLocation, search.date, ...(hourly ? [] : [search.destination])];
  if (fields.some((f) => f.trim() === "")) return QUICK_BOOKING_MISSING_FIELDS;
  if (!isIsoDate(search.date)) return "Please choose a valid date";
  // Before the time: a past day offers no time to choose, so "fill all fields" would not say what is wrong.
  if (isPastServiceDate(search.date, now)) return "Please choose today or a later date";
  if (search.time.trim() === "") return QUICK_BOOKING_MISSING_FIELDS;
  if (!isTimeSlot(search.time)) return "Please choose a pickup time";
  const problem = checkPickupTime(search.date, search.time, now, window);
  if (problem) return pickupTimeMessage(problem, window);
  if (hourly) {
    const hours = search.hours ?? Number.NaN;
    if (!Number.isInteger(hours) || hours < MIN_HOURS || hours > MAX_HOURS) return HOURS_REQUIRED;
  }
  return null;
}

/** A slot of a day's choices: disabled when a booking made now would refuse it (too soon, skipped, too far). */
export interface SlotChoice extends TimeSlot {
  disabled: boolean;
}

/** The day's 48 slots, those POST /api/bookings would refuse now disabled; none disabled for no date yet. */
export function slotChoices(
  date: string,
  now: Date = new Date(),
  window: Pick<PickupWindow, "leadTimeMinutes" | "bookingHorizonDays"> = DEFAULT_BOOKING_POLICY,
): SlotChoice[] {
  const known = isIsoDate(date);
  return TIME_SLOTS.map((slot) => ({
    ...slot,
    disabled: known && checkPickupTime(date, slot.value, now, window) !== null,
  }));
}

/**
 * The dates a pickup can be chosen on: from the first day with a bookable slot left (tomorrow, late in
 * the evening) to the horizon. Both yyyy-mm-dd in Boston, for a date input's min and max.
 */
export function bookableDates(
  now: Date = new Date(),
  window: Pick<PickupWindow, "leadTimeMinutes" | "bookingHorizonDays"> = DEFAULT_BOOKING_POLICY,
): { min: string; max: string } {
  const day = 86_400_000;
  const today = serviceToday(now);
  const bookableToday = slotChoices(today, now, window).some((s) => !s.disabled);
  // Noon UTC of a Boston date is that same date in Boston: a safe point to step whole days from.
  const tomorrow = serviceToday(new Date(Date.parse(`${today}T12:00:00Z`) + day));
  return {
    min: bookableToday ? today : tomorrow,
    max: serviceToday(new Date(now.getTime() + window.bookingHorizonDays * day)),
  };
}
