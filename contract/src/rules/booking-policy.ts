import { CANCELLATION_POLICY } from "../policy";

/**
 * The operator's booking policies as data (GET/PATCH /api/admin/settings, GET /api/config): every rule
 * that enforces one and every text that states one takes these values, so the terms, the FAQ, the forms
 * and the Worker never disagree. The defaults are PRODUCT.md's; an owner changes them in the console.
 */
export interface BookingPolicy {
  /** The least time between booking and pickup, in minutes (PRODUCT.md: 2 hours). */
  leadTimeMinutes: number;
  /** How far ahead a pickup can be booked, in days. */
  bookingHorizonDays: number;
  /** Free waiting from the pickup time, in minutes: at airports and elsewhere. */
  freeWaitingMinutes: { airport: number; other: number };
  /** Minutes after booking during which cancelling is free, whatever the tier. */
  cancellationGraceMinutes: number;
  /** A request inside the lead time: refused, or kept as a quote request the dispatcher answers. */
  shortNotice: "refuse" | "quote";
}

export const SHORT_NOTICE_CHOICES = ["refuse", "quote"] as const;

export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  leadTimeMinutes: 120,
  bookingHorizonDays: 365,
  freeWaitingMinutes: { airport: 60, other: 15 },
  cancellationGraceMinutes: 15,
  shortNotice: "refuse",
};

/** A number of minutes in words: "2 hours", "1 hour", "90 minutes", "1 day". */
export function minutesInWords(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes > 0 && minutes % 1440 === 0) return plural(minutes / 1440, "day");
  if (minutes > 0 && minutes % 60 === 0) return plural(minutes / 60, "hour");
  return plural(minutes, "minute");
}

/** How far ahead to book, in the FAQ's and contact page's words. */
export function bookingAdvice(p: BookingPolicy): string {
  const lead = minutesInWords(p.leadTimeMinutes);
  const sooner =
    p.shortNotice === "quote"
      ? ` For a pickup less than ${lead} away, send a quote request and our dispatcher will answer.`
      : "";
  return `We recommend booking at least 24 hours in advance. Rides can be booked up to ${lead} before pickup, subject to availability.${sooner}`;
}

/** The refused request's words, or the quote request's when the operator takes short-notice requests. */
export function tooSoonMessage(p: Pick<BookingPolicy, "leadTimeMinutes" | "shortNotice">): string {
  const lead = minutesInWords(p.leadTimeMinutes);
  return p.shortNotice === "quote"
    ? `Pickups less than ${lead} ahead are arranged by our dispatcher: send a quote request and we will answer shortly`
    : `Pickups must be booked at least ${lead} ahead`;
}

/** The grace period's words, for the terms, the FAQ and Manage Booking. */
export function cancellationGraceText(p: Pick<BookingPolicy, "cancellationGraceMinutes">): string {
  const within =
    p.cancellationGraceMinutes > 0
      ? ` and within ${minutesInWords(p.cancellationGraceMinutes)} of booking`
      : "";
  return `Cancelling is free while your booking awaits our confirmation${within}, whatever the time to pickup.`;
}

/** The cancellation policy as the terms, the FAQ and Manage Booking state it: the tiers, then the grace. */
export function cancellationPolicyText(p: Pick<BookingPolicy, "cancellationGraceMinutes">): string {
  return `${CANCELLATION_POLICY} ${cancellationGraceText(p)}`;
}
