import { z } from "zod";
import { CustomerPayment } from "./money";
import { multiLine } from "./text";

/**
 * PRODUCT.md: a customer looks up a booking by reference and e-mail, sees its status, and cancels it
 * with the refund tier applied. The look-up answers a short-lived customer token for that one booking;
 * cancelling needs it, so the e-mail is not sent twice and no other booking can be touched.
 */

/** "BC-" and six letters or digits from the reference alphabet (no 0/O, 1/I/L, U/V). */
export const BOOKING_REFERENCE = /^BC-[2-9A-HJKMNP-TW-Z]{6}$/;

/** POST /api/bookings/lookup. */
export const BookingLookup = z.object({
  reference: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, "Booking reference is required")
    .max(20)
    .regex(BOOKING_REFERENCE, "Please enter the reference from your confirmation, e.g. BC-7K4Q9M"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .max(254)
    .pipe(z.email("Please enter a valid email")),
});
export type BookingLookup = z.input<typeof BookingLookup>;

/** One answer for a wrong reference and a wrong e-mail alike, so neither can be guessed on its own. */
export const BOOKING_LOOKUP_FAILED = "We could not find a booking with that reference and email.";

/** What cancelling now would mean, computed by the server from the policy tiers at the time of asking. */
export const CancellationTerms = z.object({
  allowed: z.boolean(),
  /** Why the booking cannot be cancelled online (null when it can). */
  reason: z.string().nullable(),
  /** Share of the fare refunded, in percent (CANCELLATION_TIERS). */
  refundPercent: z.number(),
  /** What cancelling now costs the customer, in dollars: the fare's unrefunded share. */
  fee: z.number(),
  /** The tier's words, as the terms state them. */
  tier: z.string(),
});
export type CancellationTerms = z.infer<typeof CancellationTerms>;

/** customerChangeTerms' answer. */
export const ChangeTermsSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().nullable(),
  cutoffAt: z.number().nullable(),
});

/** A round trip's return ride, on its customer's page: when, where, its own state and price. */
export const CustomerReturnRide = z.object({
  reference: z.string(),
  status: z.string(),
  chauffeurFirstName: z.string().nullable(),
  pickupLocation: z.string(),
  destination: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  pickupAt: z.number(),
  estimatedPrice: z.number(),
  /** The return ride's own money: it is held and charged as its own ride. */
  payment: CustomerPayment.nullable(),
  /** What cancelling it now costs (cancelling the booking cancels it too, at these terms). */
  cancellation: CancellationTerms,
});
export type CustomerReturnRide = z.infer<typeof CustomerReturnRide>;

/** A booking as its customer sees it: no driver contact details, no internal notes. */
export const CustomerBooking = z.object({
  reference: z.string(),
  /** pending | confirmed | cancelled | completed */
  status: z.string(),
  /** unassigned | assigned | accepted | rejected | in_progress | completed */
  assignmentStatus: z.string(),
  /** The chauffeur's first name once one is assigned. */
  chauffeurFirstName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  serviceType: z.string(),
  hours: z.number().nullable(),
  pickupLocation: z.string(),
  destination: z.string(),
  /** Stops on the way, in order. */
  stops: z.array(z.string()),
  /** Service-local (America/New_York) date and time, as booked: YYYY-MM-DD and HH:MM. */
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  pickupAt: z.number(),
  vehicleType: z.string(),
  passengerCount: z.number(),
  luggageCount: z.number(),
  childSeats: z.number(),
  flightNumber: z.string().nullable(),
  specialRequests: z.string().nullable(),
  estimatedPrice: z.number(),
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** The refund share applied when it was cancelled (null until then). */
  refundPercent: z.number().nullable(),
  cancellation: CancellationTerms,
  /** Whether the customer may change it online now (customerChangeTerms), and until when. */
  change: ChangeTermsSchema,
  /** What happened to the customer's money, from the ledger (null for bookings made before it). */
  payment: CustomerPayment.nullable(),
  /** A round trip's return ride (booked under this reference, cancelled with it); null for one way. */
  returnRide: CustomerReturnRide.nullable(),
});
export type CustomerBooking = z.infer<typeof CustomerBooking>;

/** The answer to a look-up: the booking and a token (30 minutes) for acting on it. */
export const BookingLookupResult = z.object({
  booking: CustomerBooking,
  token: z.string(),
  expiresAt: z.string(),
});
export type BookingLookupResult = z.infer<typeof BookingLookupResult>;

/** POST /api/bookings/{reference}/cancel, with the look-up's token as `Authorization: Bearer`. */
export const CancelBooking = z.object({
  reason: multiLine(500)
    .nullish()
    .transform((v) => v || null),
  /**
   * `trip` (the default): the booking, and its return ride while that can still be cancelled. `return`:
   * only a round trip's return ride, the outbound kept (or already driven).
   */
  ride: z.enum(["trip", "return"]).default("trip"),
});
export type CancelBooking = z.input<typeof CancelBooking>;

export const CancelBookingResult = z.object({ booking: CustomerBooking, message: z.string() });
export type CancelBookingResult = z.infer<typeof CancelBookingResult>;

/** POST /api/admin/bookings/{id}/cancel: the dispatcher cancels on the customer's behalf or ours. */
export const AdminCancelBooking = z.object({
  reason: multiLine(500).pipe(z.string().min(1, "A reason is required")),
  /** Refund in full whatever the tier: when we cancel, or as a courtesy. */
  waiveFee: z.boolean().default(false),
});
export type AdminCancelBooking = z.input<typeof AdminCancelBooking>;

/** PATCH /api/bookings/{reference}: the booking as changed, and what the customer is told on the page. */
export const CustomerChangeResult = z.object({ booking: CustomerBooking, message: z.string() });
export type CustomerChangeResult = z.infer<typeof CustomerChangeResult>;
