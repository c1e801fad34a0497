import { z } from "zod";
import { FLIGHT_NUMBER_MESSAGE, normalizeFlightNumber } from "../rules/flights";
import { isIsoDate } from "../rules/time-slots";
import { singleLine } from "./text";

/** POST /api/flights/check: the flight a customer gave, the pickup's date and its airport. */
export const FlightCheckRequest = z.object({
  flightNumber: singleLine(20).transform((v, ctx) => {
    const flight = normalizeFlightNumber(v);
    if (flight) return flight;
    ctx.addIssue({ code: "custom", message: FLIGHT_NUMBER_MESSAGE });
    return z.NEVER;
  }),
  // A day of the calendar (never 2026-02-30); how far ahead is the service's rule, as for a booking.
  date: z.string().max(10).refine(isIsoDate, "Must be a date like 2026-12-01"),
  airport: z.string().regex(/^[A-Z]{3}$/, "Must be an airport's IATA code, like BOS"),
});
export type FlightCheckRequest = z.input<typeof FlightCheckRequest>;

/**
 * What the flight check found: `as-booked` (lands at that airport that day), `other-airport`,
 * `other-day` (lands there the day before or after), `not-found`, or `unchecked` (no flight service is
 * configured, or it did not answer: nothing is said). `message` is what the page shows.
 */
export const FlightCheck = z.object({
  result: z.enum(["as-booked", "other-airport", "other-day", "not-found", "unchecked"]),
  message: z.string().nullable(),
  /** The landing found: its airport and expected time (ISO), when one was. */
  landing: z.object({ airport: z.string().nullable(), at: z.string() }).nullable(),
});
export type FlightCheck = z.infer<typeof FlightCheck>;
