import { z } from "zod";
import { LOW_RATING_STARS, RATING_REASONS } from "../rules/ratings";
import { GratuityInput } from "./quote";
import { multiLine } from "./text";

/** A chauffeur's rating over the last 90 days: the average (null without ratings), how many, and whether flagged. */
export const DriverRating = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** Under the operator's bar (default 4.6 over at least 10 ratings). */
  flagged: z.boolean(),
});
export type DriverRating = z.infer<typeof DriverRating>;

export const RatingReason = z.enum(RATING_REASONS);
export type RatingReason = z.infer<typeof RatingReason>;

/** POST /api/rate/{token}: the stars, a comment, what went wrong (3 stars or fewer), and a new gratuity. */
export const SubmitRating = z
  .object({
    stars: z
      .number({ error: "stars: a number from 1 to 5" })
      .int("stars: a whole number from 1 to 5")
      .min(1, "stars: a whole number from 1 to 5")
      .max(5, "stars: a whole number from 1 to 5"),
    comment: multiLine(1000)
      .nullish()
      .transform((v) => v || null),
    reasons: z
      .array(RatingReason)
      .max(RATING_REASONS.length)
      .refine((r) => new Set(r).size === r.length, "reasons: each only once")
      .default([]),
    /** The gratuity as it should be now (within 48 hours of the ride). */
    gratuity: GratuityInput.optional(),
  })
  .refine((r) => r.stars <= LOW_RATING_STARS || r.reasons.length === 0, {
    path: ["reasons"],
    message: `reasons: only for ${LOW_RATING_STARS} stars or fewer`,
  });
export type SubmitRating = z.input<typeof SubmitRating>;
export type ParsedSubmitRating = z.output<typeof SubmitRating>;

/** A rating as it was given (no customer detail: the chauffeur reads these too). */
export const GivenRating = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  reasons: z.array(RatingReason),
  at: z.string(),
});
export type GivenRating = z.infer<typeof GivenRating>;

/** GET /api/rate/{token}: the ride, its gratuity now, and what can still be done through the link. */
export const RateView = z.object({
  reference: z.string(),
  firstName: z.string(),
  pickupLocation: z.string(),
  destination: z.string(),
  /** The pickup moment (epoch ms). */
  pickupAt: z.number().int(),
  completedAt: z.string(),
  chauffeurFirstName: z.string().nullable(),
  /** The fare the gratuity is a share of, in cents. */
  fareCents: z.number().int(),
  gratuity: z.object({
    cents: z.number().int(),
    /** The share of the fare it was chosen as; null for an amount. */
    percent: z.number().int().nullable(),
    /** Whether it can still be changed, and until when (48 hours after the ride). */
    open: z.boolean(),
    until: z.string(),
  }),
  rating: z.object({
    /** Whether the ride can still be rated: not rated yet and within 7 days of it. */
    open: z.boolean(),
    until: z.string(),
    given: GivenRating.nullable(),
  }),
  /** Where a raised gratuity is charged: the card saved for the ride, or nothing (billed on account). */
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
});
export type RateView = z.infer<typeof RateView>;

/** What happened to the money when the gratuity changed. */
export const GratuityChange = z.object({
  differenceCents: z.number().int(),
  /**
   * charged: the difference was charged to the saved card; returned: refunded or released; link: the bank
   * wants the customer, a payment link was sent; pending: it follows when the ride's payment settles;
   * account: on the company's invoice.
   */
  outcome: z.enum(["charged", "returned", "link", "pending", "account"]),
});
export type GratuityChange = z.infer<typeof GratuityChange>;

export const RateResult = z.object({
  message: z.string(),
  gratuityChange: GratuityChange.nullable(),
  view: RateView,
});
export type RateResult = z.infer<typeof RateResult>;

/** GET /api/drivers/{id}/ratings: the chauffeur's own average and the comments, never who gave them. */
export const DriverRatings = z.object({
  rating: DriverRating,
  /** The operator's bar the chauffeur is measured against. */
  flagBelow: z.object({ average: z.number(), minCount: z.number().int() }),
  /** The last 90 days' ratings, newest first. */
  ratings: z.array(GivenRating),
});
export type DriverRatings = z.infer<typeof DriverRatings>;

/** GET /api/admin/ratings: the last 90 days' ratings, newest first; `low=true` only 3 stars or fewer. */
export const AdminRatingsQuery = z.object({
  low: z.enum(["true", "false"]).default("false"),
});
export type AdminRatingsQuery = z.infer<typeof AdminRatingsQuery>;

/** A rating as dispatch reviews it: the ride and its chauffeur (never shown to the chauffeur). */
export const AdminRating = GivenRating.extend({
  bookingId: z.string(),
  reference: z.string(),
  driverId: z.string(),
  driverName: z.string(),
});
export type AdminRating = z.infer<typeof AdminRating>;
export const AdminRatings = z.object({ items: z.array(AdminRating) });
export type AdminRatings = z.infer<typeof AdminRatings>;
