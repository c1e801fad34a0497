import { z } from "zod";
import { type BookingPolicy, SHORT_NOTICE_CHOICES } from "../rules/booking-policy";
import { StaffSettings } from "./staff";

/**
 * The operator's policies an owner sets in the console (GET/PATCH /api/admin/settings), by name. Each
 * takes effect where the Worker's setting of old did (the deployment's variable is the default until an
 * owner sets one), and the public texts that state it read the same value.
 */
export const Policies = z.object({
  /** How far ahead a pickup can be booked (BOOKING_HORIZON_DAYS). */
  bookingHorizonDays: z.number().int().min(1).max(3660),
  /** The service area: its centre and radius (SERVICE_AREA_CENTER, SERVICE_AREA_RADIUS_MILES). */
  serviceArea: z
    .object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      radiusMiles: z.number().positive().max(3000),
    })
    .strict(),
  /** How many days before a ride its fare is held on the card (PAYMENT_HOLD_DAYS; card holds last about 7). */
  holdWindowDays: z.number().int().min(1).max(6),
  /** The time a chauffeur needs between two rides (DRIVER_TURNAROUND_MINUTES). */
  turnaroundMinutes: z.number().int().min(0).max(720),
  /** The least time between booking and pickup, in minutes (at most a week). */
  leadTimeMinutes: z.number().int().min(0).max(10_080),
  /** Free waiting from the pickup time, in minutes, at airports and elsewhere. */
  freeWaitingMinutes: z
    .object({ airport: z.number().int().min(0).max(600), other: z.number().int().min(0).max(600) })
    .strict(),
  /** Minutes after booking during which cancelling is free, whatever the tier (at most a day). */
  cancellationGraceMinutes: z.number().int().min(0).max(1440),
  /** A request inside the lead time: refused, or kept as a quote request the dispatcher answers. */
  shortNotice: z.enum(SHORT_NOTICE_CHOICES),
  /**
   * The bar under which a chauffeur is flagged: a 90-day average under `average` over at least `minCount`
   * ratings (RATING_FLAG_AVERAGE, RATING_FLAG_MIN_COUNT; 4.6 over 10 by default).
   */
  ratingFlag: z
    .object({ average: z.number().min(1).max(5), minCount: z.number().int().min(1).max(1000) })
    .strict(),
});
export type Policies = z.infer<typeof Policies>;

/** The policies every visitor's page states and checks (GET /api/config). */
export const PublicPolicies = Policies.pick({
  leadTimeMinutes: true,
  bookingHorizonDays: true,
  freeWaitingMinutes: true,
  cancellationGraceMinutes: true,
  shortNotice: true,
}) satisfies z.ZodType<BookingPolicy>;

/** GET /api/admin/settings (owner): the staff settings and the policies, by name. */
export const OperatorSettings = StaffSettings.extend(Policies.shape);
export type OperatorSettings = z.infer<typeof OperatorSettings>;

/** PATCH /api/admin/settings (owner): any of them by name; an unknown name is refused. */
export const SettingsPatch = OperatorSettings.partial().strict();
export type SettingsPatch = z.infer<typeof SettingsPatch>;
