import { z } from "zod";
import { isIsoDate, isPastServiceDate, PAST_DATE_MESSAGE } from "../rules/time-slots";
import { PickupDate } from "./quote";
import { EmailAddress, multiLine, PhoneNumber, singleLine } from "./text";

/** The largest party a quote request takes: a coach; beyond that, the customer calls us. */
export const MAX_QUOTE_PASSENGERS = 60;

const WHOLE_NUMBER = "Passengers must be a whole number";
export const RETURN_DATE_BEFORE_TRIP = "The return date must be on or after the trip's date";

const required = (max: number, message: string) => singleLine(max).pipe(z.string().min(1, message));

/**
 * POST /api/quote-requests: a trip the online booking does not price (a large group, several vehicles, a
 * pickup outside the service area, a special vehicle), sent for the dispatcher to answer. The form and the
 * Worker check it with this one schema and its words.
 */
export const TripQuoteRequest = z
  .object({
    name: required(120, "Name is required"),
    email: EmailAddress,
    phone: PhoneNumber,
    pickupLocation: required(200, "Pickup location is required"),
    destination: required(200, "Destination is required"),
    date: z
      .string()
      .trim()
      .min(1, "Date is required")
      .pipe(PickupDate)
      .refine((d) => !isPastServiceDate(d), PAST_DATE_MESSAGE),
    /** Digits from a form field, or a number. */
    passengers: z
      .union([z.number(), z.string()], { error: WHOLE_NUMBER })
      .transform((v) => (typeof v === "number" ? v : /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : Number.NaN))
      .pipe(
        z
          .number({ error: WHOLE_NUMBER })
          .int(WHOLE_NUMBER)
          .min(1, "At least 1 passenger")
          .max(
            MAX_QUOTE_PASSENGERS,
            `At most ${MAX_QUOTE_PASSENGERS} passengers: please call us for larger groups`,
          ),
      ),
    message: multiLine(2000).default(""),
    /** A round trip: the day of the return ride (empty or left out: one way). */
    returnDate: z
      .string()
      .trim()
      .max(10)
      .optional()
      .transform((v) => v || undefined)
      .pipe(PickupDate.optional()),
  })
  .superRefine((q, ctx) => {
    if (q.returnDate && isIsoDate(q.date) && q.returnDate < q.date) {
      ctx.addIssue({ code: "custom", path: ["returnDate"], message: RETURN_DATE_BEFORE_TRIP });
    }
  });
export type TripQuoteRequest = z.input<typeof TripQuoteRequest>;
export type ParsedTripQuoteRequest = z.output<typeof TripQuoteRequest>;

/** The answer to a stored quote request. */
export const TripQuoteReceipt = z.object({ id: z.string(), message: z.string() });
export type TripQuoteReceipt = z.infer<typeof TripQuoteReceipt>;

export const QUOTE_REQUEST_RECEIVED =
  "Thank you. Our team will send you a quote within 24 hours, by e-mail or phone.";

/**
 * POST /api/bookings, 202: a pickup inside the lead time when the operator takes short-notice requests
 * (BookingPolicy.shortNotice "quote"): nothing is booked or charged; the trip is kept as a quote request.
 */
export const ShortNoticeReceipt = z.object({
  code: z.literal("short_notice"),
  quoteRequestId: z.string(),
  message: z.string(),
});
export type ShortNoticeReceipt = z.infer<typeof ShortNoticeReceipt>;

export const SHORT_NOTICE_RECEIVED =
  "Your pickup is sooner than we book online, so we sent it to our dispatcher as a quote request. Nothing was charged; we will call or e-mail you shortly to confirm.";
