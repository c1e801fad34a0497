import { z } from "zod";

/** What the success page shows after the draft is gone: the reference of the booking just made. */
export const BookingConfirmation = z.object({
  reference: z.string(),
  sessionId: z.string(),
  total: z.number(),
  /** The free waiting time of this ride, as the steps stated it. */
  waiting: z.string().optional(),
  /** The booking's private tracking link, /track/<token>. */
  trackingPath: z.string().optional(),
  /** Where the confirmation e-mail went. */
  email: z.string().optional(),
  /** The itinerary as booked, for the page and its calendar file. */
  itinerary: z
    .object({
      serviceType: z.string(),
      hours: z.number().nullable(),
      pickupLocation: z.string(),
      destination: z.string(),
      stops: z.array(z.string()).default([]),
      date: z.string(),
      time: z.string(),
      vehicle: z.string(),
      passengers: z.number(),
      flightNumber: z.string(),
      /** A round trip's return ride: when, its reference, and its own tracking link. */
      returnRide: z
        .object({ date: z.string(), time: z.string(), reference: z.string(), trackingPath: z.string() })
        .optional(),
    })
    .optional(),
});
export type BookingConfirmation = z.infer<typeof BookingConfirmation>;

const KEY = "booking-confirmation";

export function saveConfirmation(c: BookingConfirmation) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(c));
  } catch {
    // Storage disabled: the success page still checks the session, without the reference.
  }
}

/** The confirmation for this payment session, if this tab made it. */
export function readConfirmation(sessionId: string): BookingConfirmation | null {
  try {
    const parsed = BookingConfirmation.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? "null"));
    return parsed.success && parsed.data.sessionId === sessionId ? parsed.data : null;
  } catch {
    return null;
  }
}
