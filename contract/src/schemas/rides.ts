import { z } from "zod";
import { RIDE_STAGES } from "../rules/statuses";
import { AdminBooking } from "./admin";
import { multiLine, passwordText, singleLine } from "./text";

/** POST /api/drivers/login (SPEC.md section 7). Bounded so a huge password cannot make hashing expensive. */
export const DriverLogin = z.object({
  email: singleLine(254).pipe(z.string().toLowerCase().min(1, "Email is required")),
  password: passwordText(1, "Password is required"),
});
export type DriverLogin = z.infer<typeof DriverLogin>;

/**
 * SPEC.md's answer (token, driver_id, driver_name, status) plus when the token expires (it is renewed
 * while the app is used) and when the session ends at the latest (a shift).
 */
export const DriverSession = z.object({
  token: z.string(),
  driver_id: z.string(),
  driver_name: z.string(),
  status: z.string(),
  expiresAt: z.string(),
  sessionEndsAt: z.string(),
});
export type DriverSession = z.infer<typeof DriverSession>;

export const DRIVER_LOGIN_FAILED = "Invalid email or password";

export const RideStage = z.enum(RIDE_STAGES);
export type RideStage = z.infer<typeof RideStage>;

/** What the chauffeur earns for the ride (rules/payout.ts). */
export const DriverPayout = z.object({
  cents: z.number().int(),
  percent: z.number(),
  vehicleFareCents: z.number().int(),
  extrasCents: z.number().int(),
});

/** A booking as the driver sees it: SPEC.md's Booking shape, the ride's progress and the payout. */
export const DriverBooking = AdminBooking.extend({
  rideStage: RideStage.nullable(),
  rideStageAt: z.string().nullable(),
  payout: DriverPayout,
});
export type DriverBooking = z.infer<typeof DriverBooking>;

/** SPEC.md section 3: the driver's answer to an assignment. */
export const DriverAssignment = z.object({
  status: z.string(),
  notes: z.string().nullable(),
  respondedAt: z.string().nullable(),
});

/** GET /api/drivers/{id}/bookings: every item is { booking, assignment }, by pickup time. */
export const DriverRide = z.object({ booking: DriverBooking, assignment: DriverAssignment });
export type DriverRide = z.infer<typeof DriverRide>;
export const DriverRides = z.array(DriverRide);
export type DriverRides = z.infer<typeof DriverRides>;

export const RIDE_NOTE_MAX = 500;

/** POST /api/drivers/{driverId}/bookings/{bookingId}/respond?accept=true|false&notes=... (query only). */
export const RespondQuery = z.object({
  accept: z.enum(["true", "false"], "accept must be true or false").transform((v) => v === "true"),
  notes: multiLine(RIDE_NOTE_MAX)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type RespondQuery = z.infer<typeof RespondQuery>;

/** How old a tap may be when it reaches the server (a phone that was offline on a long ride). */
export const TAP_MAX_AGE_HOURS = 12;

/**
 * POST /api/drivers/{driverId}/bookings/{bookingId}/progress with a JSON body { stage, tappedAt? }, and an
 * `Idempotency-Key` header. `tappedAt` is when the chauffeur tapped, for a tap sent after the fact (made
 * offline); the stage is timed and its rules are checked as of then.
 */
export const RideProgress = z.object({
  stage: RideStage,
  tappedAt: z.iso
    .datetime({ offset: true, error: "tappedAt must be a date and time, such as 2026-11-24T15:04:05Z" })
    .optional(),
  /** The chauffeur confirmed a step taken more than an hour before the pickup time (asked first: 409 without). */
  confirmEarly: z.boolean().optional(),
});
export type RideProgress = z.infer<typeof RideProgress>;

/** Answers of respond and progress: SPEC.md's message, and the ride as it is now. */
export const RideActionResult = z.object({ message: z.string(), ride: DriverRide });
export type RideActionResult = z.infer<typeof RideActionResult>;

/** The messages a driver sees after each step (the server's message is shown as a toast). */
export const RIDE_STAGE_MESSAGES: Readonly<Record<RideStage, string>> = {
  en_route: "On your way to the pickup",
  arrived: "Marked as arrived at the pickup",
  on_board: "Passenger on board",
  completed: "Ride completed",
  no_show: "Marked as a no-show",
};
