import { z } from "zod";
import { ASSIGNMENT_STATUSES, BOOKING_STATUSES } from "../rules/statuses";
import { Driver } from "./drivers";
import { AdminPayment } from "./money";
import { PickupDate } from "./quote";
import { QuoteStatus, SentQuote } from "./quotes";
import { DriverRating } from "./ratings";
import { multiLine, queryInteger, singleLine } from "./text";

export const BookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatus>;
export const AssignmentStatus = z.enum(ASSIGNMENT_STATUSES);
export type AssignmentStatus = z.infer<typeof AssignmentStatus>;

/** SPEC.md section 3: a booking as the admin (and the driver) sees it, plus the dispatcher's extras. */
export const AdminBooking = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  assignmentStatus: z.string(),
  assignedDriverId: z.string().nullable(),
  assignmentNotes: z.string().nullable(),
  respondedAt: z.string().nullable(),
  customerInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  pickupLocation: z.string(),
  destination: z.string(),
  /** Stops on the way, in order ([] without any). */
  stops: z.array(z.string()),
  /** Which ride of a round trip this is (its other ride: tripLegReference), or null for a single ride. */
  leg: z.enum(["outbound", "return"]).nullable(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  pickupAt: z.number(),
  expectedEndAt: z.number(),
  vehicleType: z.string(),
  serviceType: z.string(),
  hours: z.number().nullable(),
  passengerCount: z.number(),
  luggageCount: z.number(),
  childSeats: z.number(),
  estimatedPrice: z.number(),
  flightNumber: z.string().nullable(),
  /** The trip's miles as priced (road miles when a router measured them); null for an hourly ride without a drop-off. */
  distanceMiles: z.number().nullable(),
  /** The flight's expected landing the pickup follows (epoch ms), and the flight status service's word. */
  flightLandingAt: z.number().nullable(),
  flightStatus: z.string().nullable(),
  specialRequests: z.string().nullable(),
  /** Notes for the chauffeur and for dispatch only; never shown to the customer. */
  driverNotes: z.string().nullable(),
  dispatchNotes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBooking = z.infer<typeof AdminBooking>;

/** A booking on the dispatcher's lists and board: the booking, who drives it, and where its money stands. */
export const BookingRow = AdminBooking.extend({
  /** The assigned driver's full name (declined or not), or null. */
  driverName: z.string().nullable(),
  rideStage: z.string().nullable(),
  /** The payment's state (verified, held, captured, ...), or null before the ledger knows it. */
  paymentState: z.string().nullable(),
});
export type BookingRow = z.infer<typeof BookingRow>;
export const BoardItem = BookingRow;
export type BoardItem = BookingRow;

/** One change in a booking's history: who, when, what, from and to. */
export const BookingEvent = z.object({
  id: z.number(),
  actorType: z.string(),
  actorId: z.string().nullable(),
  field: z.string(),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingEvent = z.infer<typeof BookingEvent>;

export const BookingDetails = BookingRow.extend({
  history: z.array(BookingEvent),
  /** The booking's money (null for bookings made before the ledger existed). */
  payment: AdminPayment.nullable(),
});
export type BookingDetails = z.infer<typeof BookingDetails>;

const pageFields = {
  page: queryInteger(1, 100_000).default(1),
  pageSize: queryInteger(1, 100).default(20),
  search: singleLine(100).optional(),
};
export const PageQuery = z.object(pageFields);
export type PageQuery = z.infer<typeof PageQuery>;

export const BookingListQuery = z.object({
  ...pageFields,
  status: BookingStatus.optional(),
  assignmentStatus: AssignmentStatus.optional(),
});
export type BookingListQuery = z.infer<typeof BookingListQuery>;

export const AssignDriverQuery = z.object({
  driver_id: singleLine(100).pipe(z.string().min(1, "driver_id is required")),
});

/**
 * POST /api/admin/bookings/{id}/assign-driver's optional body: a driver whose ride clashes is assigned
 * anyway when the dispatcher says why; the history keeps the reason and the chauffeur is told it.
 */
export const AssignDriverOverride = z
  .object({
    override: z.boolean().optional(),
    reason: singleLine(300).pipe(z.string().min(3, "say why the clash is acceptable")).optional(),
  })
  .refine((b) => !b.override || b.reason !== undefined, {
    path: ["reason"],
    message: "is required to assign over a clash",
  });
export type AssignDriverOverride = z.infer<typeof AssignDriverOverride>;

/**
 * GET /api/admin/bookings/{id}/driver-options: every active driver of the booking's vehicle type, each
 * with whether they can take it now; a busy one names the ride that clashes (Boston date and time).
 */
export const DriverOption = z.object({
  id: z.string(),
  name: z.string(),
  vehicleTypes: z.array(z.string()),
  phone: z.string(),
  available: z.boolean(),
  conflict: z.object({ reference: z.string(), date: z.string(), time: z.string() }).nullable(),
  /** Holds this booking now (assigned or accepted): choosing them again changes nothing. */
  current: z.boolean(),
  /** Their customers' ratings over the last 90 days, flagged under the operator's bar. */
  rating: DriverRating,
  /** 1 for the best suggestion: free for the whole ride, then fewest rides that day, then the closest fit. */
  rank: z.number().int().positive(),
  /** Why the option is where it is, in the dispatcher's words ("Free for the whole ride", "2 rides that day"). */
  reasons: z.array(z.string()),
});
export type DriverOption = z.infer<typeof DriverOption>;
export const DriverOptions = z.array(DriverOption);

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}
export const BookingPage = pageOf(BookingRow);
export type BookingPage = z.infer<typeof BookingPage>;
export const DriverPage = pageOf(Driver);
export type DriverPage = z.infer<typeof DriverPage>;

export const AdminStats = z.object({
  totalBookings: z.number(),
  pendingBookings: z.number(),
  activeDrivers: z.number(),
  unassignedBookings: z.number(),
});
export type AdminStats = z.infer<typeof AdminStats>;

export const ContactMessageItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** null when the sender did not say (SPEC.md: the service is not required). */
  service: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  /** When the dispatcher answered, and what they wrote; both null until then. */
  repliedAt: z.string().nullable(),
  reply: z.string().nullable(),
});
export type ContactMessageItem = z.infer<typeof ContactMessageItem>;
export const ContactMessagePage = pageOf(ContactMessageItem);
export type ContactMessagePage = z.infer<typeof ContactMessagePage>;

/** The dispatcher's answer to a contact message, e-mailed to the sender through the outbox. */
export const ContactReply = z.object({
  body: z
    .string({ error: "Reply is required" })
    .pipe(multiLine(5000, "Reply must be at most 5,000 characters"))
    .pipe(z.string().min(1, "Reply is required")),
});
export type ContactReply = z.infer<typeof ContactReply>;
export const ContactReplyResult = z.object({ message: z.string(), contactMessage: ContactMessageItem });
export type ContactReplyResult = z.infer<typeof ContactReplyResult>;

/** A customer's quote request (POST /api/quote-requests), as the dispatcher lists it. */
export const QuoteRequestItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  pickupLocation: z.string(),
  destination: z.string(),
  date: z.string(),
  /** A round trip's return date, when the customer asked for one (null: one way). */
  returnDate: z.string().nullable(),
  passengers: z.number(),
  message: z.string(),
  createdAt: z.string(),
  status: QuoteStatus,
  /** The quote sent, or null while none was. */
  quote: SentQuote.nullable(),
  /** The booking an accepted quote became. */
  bookingId: z.string().nullable(),
  bookingReference: z.string().nullable(),
});
export type QuoteRequestItem = z.infer<typeof QuoteRequestItem>;
export const QuoteRequestPage = pageOf(QuoteRequestItem);
export type QuoteRequestPage = z.infer<typeof QuoteRequestPage>;

/** A message to a customer (booking received, approved, chauffeur assigned) and whether it went out. */
export const OutboxItem = z.object({
  id: z.string(),
  recipient: z.string(),
  /** email or sms */
  channel: z.string(),
  template: z.string(),
  subject: z.string(),
  bookingId: z.string().nullable(),
  status: z.string(),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** What the mail provider reported after sending: `bounced` or `complained` (null: nothing wrong heard). */
  delivery: z.string().nullable(),
});
export const OutboxPage = pageOf(OutboxItem);
export type OutboxPage = z.infer<typeof OutboxPage>;

/** Answers of approve / assign: what changed, and the booking as it is now. */
export const BookingActionResult = z.object({ message: z.string(), booking: AdminBooking });
export type BookingActionResult = z.infer<typeof BookingActionResult>;
export const MessageResult = z.object({ message: z.string() });

/**
 * POST /api/admin/bookings/{id}/flight-landing: the dispatcher enters when the flight lands (New York
 * date and minute), when no flight provider is configured or it has no live data; the pickup follows.
 */
export const FlightLandingInput = z.object({
  date: PickupDate,
  time: z
    .string()
    .max(5)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time as HH:MM, e.g. 16:42"),
});
export type FlightLandingInput = z.infer<typeof FlightLandingInput>;
export const FlightLandingResult = z.object({ message: z.string(), pickupAt: z.number() });
export type FlightLandingResult = z.infer<typeof FlightLandingResult>;

/** GET /api/admin/board?hours=24: the rides to plan, from an hour ago to `hours` ahead. */
export const BoardQuery = z.object({ hours: queryInteger(1, 72).default(24) });
export type BoardQuery = z.infer<typeof BoardQuery>;

/** GET /api/admin/day-plan: one day (in the service's zone), today when not given. */
export const DayPlanQuery = z.object({ date: PickupDate.optional() });
export type DayPlanQuery = z.infer<typeof DayPlanQuery>;

/** A ride on a driver's day: when it holds them, and the rides of theirs it clashes with. */
export const DayPlanRide = z.object({
  bookingId: z.string(),
  reference: z.string(),
  status: z.string(),
  assignmentStatus: z.string(),
  rideStage: z.string().nullable(),
  customerName: z.string(),
  pickupLocation: z.string(),
  destination: z.string(),
  pickupAt: z.number(),
  expectedEndAt: z.number(),
  /** The end of the driver's busy window: the expected end plus the turnaround. */
  busyUntil: z.number(),
  /** References of this driver's other rides whose busy windows overlap this one's. */
  conflictsWith: z.array(z.string()),
});
export type DayPlanRide = z.infer<typeof DayPlanRide>;

/**
 * The dispatcher's plan of one day: each active driver's rides as time blocks (conflicts named), and the
 * day's live rides nobody drives yet.
 */
export const DayPlan = z.object({
  date: z.string(),
  /** The day's bounds, epoch ms (midnight to midnight in New York). */
  from: z.number(),
  to: z.number(),
  turnaroundMinutes: z.number(),
  drivers: z.array(
    z.object({ id: z.string(), name: z.string(), active: z.boolean(), rides: z.array(DayPlanRide) }),
  ),
  unassigned: z.array(DayPlanRide),
});
export type DayPlan = z.infer<typeof DayPlan>;

export const Board = z.object({
  /** The window, epoch ms: rides under way since `from`, pickups until `to`. */
  from: z.number(),
  to: z.number(),
  items: z.array(BoardItem),
});
export type Board = z.infer<typeof Board>;
