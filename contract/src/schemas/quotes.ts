import { z } from "zod";
import { PaymentInfo } from "./payments";
import { PickupDate, PickupTime, VehicleTypeInput } from "./quote";
import { multiLine, singleLine } from "./text";

/**
 * Where a quote request stands: `new` (no answer yet), `quoted` (a price sent, its link live), `accepted`
 * (it became a booking), `declined` (by the customer, or by dispatch), `expired` (its validity ran out).
 */
export const QUOTE_STATUSES = ["new", "quoted", "accepted", "declined", "expired"] as const;
export const QuoteStatus = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof QuoteStatus>;

/** How long a quote may be valid: long enough for a wedding's planning, short enough that prices hold. */
export const QUOTE_MAX_VALID_DAYS = 90;

/**
 * POST /api/admin/quote-requests/{id}/quote: the dispatcher's price for the trip. `validUntil` is an
 * instant (ISO 8601 with its offset) or a date, valid to the end of that day in New York.
 */
export const QuoteAnswer = z.object({
  // Whole dollars, as every fare is (PRODUCT.md: rounded to whole dollars).
  amountCents: z
    .number()
    .int("must be whole cents")
    .min(100, "must be at least $1")
    .max(10_000_000, "is too large")
    .refine((c) => c % 100 === 0, "must be whole dollars"),
  vehicleType: VehicleTypeInput,
  validUntil: z.union([PickupDate, z.iso.datetime({ offset: true })], {
    error: "must be a date (YYYY-MM-DD) or a date and time with its offset",
  }),
  note: multiLine(1000).default(""),
});
export type QuoteAnswer = z.input<typeof QuoteAnswer>;
export type ParsedQuoteAnswer = z.output<typeof QuoteAnswer>;

/** POST /api/admin/quote-requests/{id}/decline: dispatch will not quote it (the reason is the audit's). */
export const QuoteDecline = z.object({ reason: multiLine(500).default("") });
export type QuoteDecline = z.input<typeof QuoteDecline>;

/** A quote as sent: the price, the vehicle, until when, the dispatcher's note, when. */
export const SentQuote = z.object({
  amountCents: z.number().int(),
  vehicleType: z.string(),
  validUntil: z.string(),
  note: z.string(),
  quotedAt: z.string(),
});
export type SentQuote = z.infer<typeof SentQuote>;

/** GET /api/quote-links/{token}: the customer's quote, as their private link shows it. */
export const QuoteView = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  pickupLocation: z.string(),
  destination: z.string(),
  date: z.string(),
  passengers: z.number().int(),
  quote: SentQuote,
  /** Whether the quote can still be accepted (`quoted` and within its validity). */
  status: QuoteStatus,
});
export type QuoteView = z.infer<typeof QuoteView>;

/**
 * POST /api/quote-links/{token}/accept: the pickup time on the quoted date, the party's details the
 * request did not ask for, and the card (as the booking's payment step sends it).
 */
export const AcceptQuote = z.object({
  time: PickupTime,
  luggageCount: z.number().int().min(0).max(6).default(0),
  flightNumber: singleLine(20).nullish(),
  specialRequests: multiLine(1000).nullish(),
  paymentInfo: PaymentInfo,
});
export type AcceptQuote = z.input<typeof AcceptQuote>;
export type ParsedAcceptQuote = z.output<typeof AcceptQuote>;

/** The answer to an accepted quote: the booking it became. */
export const QuoteAccepted = z.object({
  bookingId: z.string(),
  reference: z.string(),
  sessionId: z.string(),
  trackingPath: z.string(),
  estimatedPrice: z.number(),
  message: z.string(),
});
export type QuoteAccepted = z.infer<typeof QuoteAccepted>;

export const QUOTE_ACCEPTED_MESSAGE = "Your quote is accepted and your ride is booked.";
export const QUOTE_DECLINED_MESSAGE = "Thank you for letting us know. This quote is now closed.";
