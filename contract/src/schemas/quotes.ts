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
// Whole dollars, as every fare is (PRODUCT.md: rounded to whole dollars).
const quotedCents = z
  .number()
  .int("must be whole cents")
  .min(100, "must be at least $1")
  .max(10_000_000, "is too large")
  .refine((c) => c % 100 === 0, "must be whole dollars");

/** A round trip's quote prices its return ride too; a one-way one has none. */
export const RETURN_PRICE_REQUIRED = "the return ride of this round trip needs its price";
export const RETURN_PRICE_ONE_WAY = "this request is one way: it has no return ride to price";

export const QuoteAnswer = z.object({
  amountCents: quotedCents,
  /** The return ride's price, for a request that asked for a round trip (its `returnDate`). */
  returnAmountCents: quotedCents.optional(),
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
  /** The return ride's price (a round trip), null for one way. */
  returnAmountCents: z.number().int().nullable(),
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
  /** A round trip's return date (null: one way). */
  returnDate: z.string().nullable(),
  /**
   * The pickup time a short-notice booking asked for (HH:MM): the quote agrees to it on `date`, inside the
   * operator's lead time. Null for a request from the quote form (the customer picks the time).
   */
  pickupTime: z.string().nullable(),
  passengers: z.number().int(),
  quote: SentQuote,
  /** Whether the quote can still be accepted (`quoted` and within its validity). */
  status: QuoteStatus,
});
export type QuoteView = z.infer<typeof QuoteView>;

/**
 * GET /api/quote-links/{token}/price: the ride's day and time the customer picks (and a round trip's
 * return), priced before acceptance. The quoted day keeps the quoted price at any time; another day is
 * re-priced with the rules the quote was made under (docs/decisions/030).
 */
export const QuoteTimes = z.object({
  /** The pickup's day: the quoted one unless the customer moves it. */
  date: PickupDate.optional(),
  time: PickupTime,
  returnDate: PickupDate.optional(),
  returnTime: PickupTime.optional(),
});
export type QuoteTimes = z.input<typeof QuoteTimes>;
export type ParsedQuoteTimes = z.output<typeof QuoteTimes>;

/** One ride of a quote at the times picked: its price, and why it differs from the quoted one. */
export const QuotedRidePrice = z.object({
  date: z.string(),
  time: z.string(),
  /** The dispatcher's price for this ride. */
  quotedCents: z.number().int(),
  /** Its price at the times picked (the quoted one on the quoted day). */
  amountCents: z.number().int(),
  /** The operator's time-based surcharges that apply on the new day and not the quoted one, and back. */
  added: z.array(z.string()),
  removed: z.array(z.string()),
});
export type QuotedRidePrice = z.infer<typeof QuotedRidePrice>;

export const QuotePrice = z.object({
  outbound: QuotedRidePrice,
  return: QuotedRidePrice.nullable(),
  totalCents: z.number().int(),
  /** Whether the price differs from the quote (a day the rules price otherwise). */
  changed: z.boolean(),
});
export type QuotePrice = z.infer<typeof QuotePrice>;

/**
 * POST /api/quote-links/{token}/accept: the pickup's day (the quoted one unless moved) and time, a round
 * trip's return day and time, the party's details the request did not ask for, and the card (as the
 * booking's payment step sends it).
 */
export const AcceptQuote = z.object({
  date: PickupDate.optional(),
  time: PickupTime,
  returnDate: PickupDate.optional(),
  returnTime: PickupTime.optional(),
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
