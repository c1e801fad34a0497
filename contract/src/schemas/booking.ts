import { z } from "zod";
import { FLIGHT_NUMBER_MESSAGE, normalizeFlightNumber } from "../rules/flights";
import { MAX_CHILD_SEATS } from "../rules/pricing";
import { PICKUP_TIME_MESSAGES, serviceInstant } from "../rules/service-time";
import { CompanyBilling } from "./companies";
import { PaymentInfo } from "./payments";
import { PriceLine } from "./pricing";
import {
  checkTripExtras,
  GratuityInput,
  HoursInput,
  PickupDate,
  PickupTime,
  PriceBreakdownSchema,
  ReturnTrip,
  ServiceTypeInput,
  TripStops,
  VehicleTypeInput,
} from "./quote";
import { EmailAddress, multiLine, PhoneNumber, singleLine } from "./text";

export { isValidPhone } from "./text";

const name = singleLine(80);
const optional = <T extends z.ZodType<string, string>>(text: T) => text.nullish().transform((v) => v || null);
/** Optional; when given, a flight designator, kept as "DL 123" (rules/flights.ts). */
const flightNumber = optional(
  singleLine(20).transform((v, ctx) => {
    if (v === "") return v;
    const flight = normalizeFlightNumber(v);
    if (flight) return flight;
    ctx.addIssue({ code: "custom", message: FLIGHT_NUMBER_MESSAGE });
    return z.NEVER;
  }),
);

/** The flight dialog of the vehicle step: the same field and words as the customer step's. */
export const FlightStep = z.object({ flightNumber });
export type FlightStep = z.input<typeof FlightStep>;
const specialRequests = optional(multiLine(1000));

/**
 * The customer-info step's form (SPEC.md section 5, its messages word for word): the same fields and
 * rules as CustomerInfo below, each checked on its own so the page can show every error at once.
 */
export const CustomerDetails = z.object({
  firstName: name.pipe(z.string().min(1, "First name is required")),
  lastName: name.pipe(z.string().min(1, "Last name is required")),
  email: EmailAddress,
  phone: PhoneNumber,
});
export type CustomerDetails = z.input<typeof CustomerDetails>;

/** The whole customer-info step: the passenger, the flight and the requests, as POST /api/bookings checks them. */
export const CustomerStep = CustomerDetails.extend({ flightNumber, specialRequests });
export type CustomerStep = z.input<typeof CustomerStep>;

/** SPEC.md's customerInfo has `name`; the customer-info step sends first and last names. Both work. */
export const CustomerInfo = z
  .object({
    name: name.optional(),
    firstName: name.optional(),
    lastName: name.optional(),
    email: EmailAddress,
    phone: PhoneNumber,
  })
  .transform((c, ctx) => {
    const [first = "", ...rest] = (c.name ?? "").split(/\s+/).filter(Boolean);
    const firstName = c.firstName || first;
    const lastName = c.lastName || rest.join(" ");
    if (!firstName) ctx.addIssue({ code: "custom", path: ["firstName"], message: "First name is required" });
    if (!lastName) ctx.addIssue({ code: "custom", path: ["lastName"], message: "Last name is required" });
    return { firstName, lastName, email: c.email.toLowerCase(), phone: c.phone };
  });

/** The trip, the party and the passenger: what every way of booking sends (SPEC.md section 7 plus the draft's counts). */
const bookingFields = {
  serviceType: ServiceTypeInput.default("one-way"),
  pickupLocation: singleLine(200).pipe(z.string().min(1, "is required")),
  destination: singleLine(200).default(""),
  stops: TripStops,
  date: PickupDate,
  time: PickupTime,
  /** A round trip: the return ride's date and time (one payment, one reference, two rides). */
  returnTrip: ReturnTrip.optional(),
  vehicleType: VehicleTypeInput,
  customerInfo: CustomerInfo,
  flightNumber,
  travelingWithChild: z.boolean().default(false),
  childSeats: z.number().int().min(0).max(MAX_CHILD_SEATS).default(0),
  specialRequests,
  /** What the page showed; never stored as truth (PRODUCT.md: the server owns the price). */
  estimatedPrice: z.number().nonnegative().max(1_000_000).optional(),
  passengerCount: z.number().int().min(1).max(6).default(1),
  luggageCount: z.number().int().min(0).max(6).default(0),
  hours: HoursInput.optional(),
  /** The page's distance, accepted for old clients but never used: the server measures the trip itself. */
  distance: z.number().nonnegative().max(10_000).optional(),
};

const BookingFields = z.object(bookingFields);

/** The rules across fields, the same for the customer's booking and the dispatcher's. */
function checkBooking(b: z.output<typeof BookingFields>, ctx: z.RefinementCtx): void {
  if (b.serviceType !== "hourly" && b.destination.length === 0) {
    ctx.addIssue({ code: "custom", path: ["destination"], message: "is required" });
  }
  if (b.serviceType !== "one-way" && b.hours === undefined) {
    ctx.addIssue({ code: "custom", path: ["hours"], message: "is required for hourly service" });
  }
  if (serviceInstant(b.date, b.time) === null) {
    ctx.addIssue({ code: "custom", path: ["time"], message: PICKUP_TIME_MESSAGES.nonexistent });
  }
  checkTripExtras(b, ctx);
}

/** POST /api/bookings: SPEC.md section 7 plus the draft's counts, hours and the payment token. */
export const CreateBooking = BookingFields.extend({
  /** The chauffeur's gratuity; left out, none (the page offers the operator's default share). */
  gratuity: GratuityInput.optional(),
  /** A card: a new one's token, or the signed-in customer's saved card. */
  paymentInfo: PaymentInfo.optional(),
  /** Instead of a card: the ride billed to a company on account (an approved booker's account token). */
  billing: CompanyBilling.optional(),
})
  .refine((b) => b.paymentInfo !== undefined || b.billing !== undefined, {
    path: ["paymentInfo"],
    message: "is required (or billing, to bill a company on account)",
  })
  .refine((b) => b.paymentInfo === undefined || b.billing === undefined, {
    path: ["billing"],
    message: "a card or billing on account, not both",
  })
  .superRefine(checkBooking);
export type CreateBooking = z.input<typeof CreateBooking>;
export type ParsedCreateBooking = z.output<typeof CreateBooking>;
/** What every way of booking carries (the customer's card token is the online booking's own). */
export type ParsedBookingTrip = z.output<typeof BookingFields>;

const cents = z.number().int("whole cents").min(0).max(10_000_000, "is too large");
const overrideReason = multiLine(500)
  .nullish()
  .transform((v) => v?.trim() || null);

/**
 * POST /api/admin/bookings: a caller's booking made by the dispatcher, the body of POST /api/bookings
 * without the card (the customer adds it through the payment link); the operator's price unless overridden.
 */
export const AdminCreateBooking = BookingFields.extend({
  priceOverrideCents: cents.optional(),
  overrideReason,
})
  .superRefine(checkBooking)
  .superRefine((b, ctx) => {
    if (b.priceOverrideCents !== undefined && !b.overrideReason) {
      ctx.addIssue({ code: "custom", path: ["overrideReason"], message: "A price override needs a reason" });
    }
  });
export type AdminCreateBooking = z.input<typeof AdminCreateBooking>;
export type ParsedAdminCreateBooking = z.output<typeof AdminCreateBooking>;

/** The answer to POST /api/admin/bookings: the booking and the customer's payment page (a path). */
export const AdminBookingCreated = z.object({
  bookingId: z.string(),
  reference: z.string(),
  payLink: z.string(),
});
export type AdminBookingCreated = z.infer<typeof AdminBookingCreated>;

export const BookingReceipt = z.object({
  bookingId: z.string(),
  /** The booking's private tracking link, /track/<token> (the confirmation message carries it too). */
  trackingPath: z.string(),
  reference: z.string(),
  sessionId: z.string(),
  estimatedPrice: z.number(),
  breakdown: PriceBreakdownSchema,
  /** The breakdown's lines, each naming its rule, and the rules' version the booking keeps. */
  lines: z.array(PriceLine),
  pricingVersion: z.number().int(),
  status: z.literal("pending"),
  /** authorized: the card was checked; on_account: billed to a company, no card. */
  paymentStatus: z.enum(["authorized", "on_account"]),
  /** A round trip's return ride: booked as its own ride under the same reference; null for one way. */
  returnRide: z
    .object({ bookingId: z.string(), reference: z.string(), trackingPath: z.string() })
    .nullable()
    .default(null),
});
export type BookingReceipt = z.infer<typeof BookingReceipt>;

/** The fields a customer may change themselves (Manage Booking), a subset of the dispatcher's. */
const customerEditFields = {
  date: PickupDate.optional(),
  time: PickupTime.optional(),
  pickupLocation: bookingFields.pickupLocation.optional(),
  destination: singleLine(200).optional(),
  stops: TripStops.optional(),
  vehicleType: VehicleTypeInput.optional(),
  passengerCount: bookingFields.passengerCount.removeDefault().optional(),
  luggageCount: bookingFields.luggageCount.removeDefault().optional(),
  childSeats: bookingFields.childSeats.removeDefault().optional(),
  flightNumber: flightNumber.optional(),
  specialRequests: specialRequests.optional(),
};

/**
 * PATCH /api/admin/bookings/{id}: any of the trip's, the party's and the notes' fields; the server
 * re-prices and re-checks. A price override needs its reason; `preview: true` changes nothing.
 */
export const AdminEditBooking = z
  .object({
    ...customerEditFields,
    driverNotes: optional(multiLine(1000)).optional(),
    dispatchNotes: optional(multiLine(1000)).optional(),
    priceOverrideCents: cents.optional(),
    overrideReason,
    /** Check and price the change, write nothing: the answer is its BookingChangePreview. */
    preview: z.boolean().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.priceOverrideCents !== undefined && !b.overrideReason) {
      ctx.addIssue({ code: "custom", path: ["overrideReason"], message: "A price override needs a reason" });
    }
  });
export type AdminEditBooking = z.input<typeof AdminEditBooking>;
export type ParsedAdminEditBooking = z.output<typeof AdminEditBooking>;

/**
 * PATCH /api/bookings/{reference} (the look-up's customer token): the trip, the party, the flight and the
 * requests, re-priced and re-checked as the dispatcher's change is. `preview: true` changes nothing and
 * answers the price (BookingChangePreview). Any other field (notes, a price) is refused.
 */
export const CustomerEditBooking = z
  .object({ ...customerEditFields, preview: z.boolean().default(false) })
  .strict();
export type CustomerEditBooking = z.input<typeof CustomerEditBooking>;
export type ParsedCustomerEditBooking = z.output<typeof CustomerEditBooking>;

/** What a change would cost, before it is made: integer cents. */
export const BookingChangePreview = z.object({
  /** The fare after the change (the trip's price). */
  fareCents: z.number().int(),
  /** A fee for the change (changeFeeCents: lowering the fare inside a fee tier), 0 otherwise. */
  feeCents: z.number().int(),
  /** What the customer's total changes by: the new fare and the fee, less the fare before. */
  differenceCents: z.number().int(),
  /** The assigned chauffeur cannot make the new time: the ride goes back to dispatch to reassign. */
  reassignment: z.boolean(),
});
export type BookingChangePreview = z.infer<typeof BookingChangePreview>;

/** POST /api/admin/bookings/{id}/extras: a toll, parking, a meet-and-greet sign or another cost of the ride. */
export const EXTRA_KINDS = ["toll", "parking", "sign", "other"] as const;
export const AdminAddExtra = z
  .object({
    kind: z.enum(EXTRA_KINDS),
    amountCents: z
      .number()
      .int("whole cents")
      .min(1, "must be more than zero")
      .max(1_000_000, "is too large"),
    note: singleLine(100).default(""),
  })
  .superRefine((e, ctx) => {
    if (e.kind === "other" && !e.note) {
      ctx.addIssue({ code: "custom", path: ["note"], message: "says what the extra is" });
    }
  });
export type AdminAddExtra = z.input<typeof AdminAddExtra>;

/** The extra as written: its ledger line, and how it is paid (with the fare, charged now, or owed by link). */
export const AddedExtra = z.object({
  message: z.string(),
  line: z.object({ code: z.string(), description: z.string(), amountCents: z.number().int() }),
  outcome: z.enum(["with_fare", "charged", "link", "pending"]),
});
export type AddedExtra = z.infer<typeof AddedExtra>;
