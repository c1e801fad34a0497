import type { PriceLine } from "@chauffeur/contract";
import { ASSIGNMENT_STATUSES, BOOKING_STATUSES, RIDE_STAGES } from "@chauffeur/contract/statuses";
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const bookings = sqliteTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    /** Human-friendly, e.g. BC-7K4Q9M. */
    reference: text("reference").notNull().unique(),
    /** The contract's lists (pending | confirmed | ...): a typo in a service is a type error. */
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    assignmentStatus: text("assignment_status", { enum: ASSIGNMENT_STATUSES })
      .notNull()
      .default("unassigned"),
    assignedDriverId: text("assigned_driver_id"),
    assignmentNotes: text("assignment_notes"),
    respondedAt: text("responded_at"),
    /** The driver's progress on an accepted ride: en_route | arrived | on_board | completed | no_show */
    rideStage: text("ride_stage", { enum: RIDE_STAGES }),
    rideStageAt: text("ride_stage_at"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    serviceType: text("service_type").notNull(),
    hours: integer("hours"),
    pickupLocation: text("pickup_location").notNull(),
    destination: text("destination").notNull(),
    /** A one-way ride's stops on the way, in order (at most MAX_STOPS); null without any. */
    stops: text("stops", { mode: "json" }).$type<string[]>(),
    /** A round trip: the outbound ride's id, on both its rides; null for a single ride. */
    tripId: text("trip_id"),
    /** Which ride of a round trip this is. */
    leg: text("leg", { enum: ["outbound", "return"] }),
    /** Service-local (America/New_York) wall-clock date and time, as the customer chose them. */
    scheduledDate: text("scheduled_date").notNull(),
    scheduledTime: text("scheduled_time").notNull(),
    /** The same instant in epoch milliseconds, and the ride's expected end, for overlap checks. */
    pickupAt: integer("pickup_at").notNull(),
    expectedEndAt: integer("expected_end_at").notNull(),
    vehicleType: text("vehicle_type").notNull(),
    passengerCount: integer("passenger_count").notNull().default(1),
    luggageCount: integer("luggage_count").notNull().default(0),
    travelingWithChild: integer("traveling_with_child", { mode: "boolean" }).notNull().default(false),
    childSeats: integer("child_seats").notNull().default(0),
    flightNumber: text("flight_number"),
    /** The flight's expected landing (epoch ms) as last read from the flight provider or entered by hand. */
    flightLandingAt: integer("flight_landing_at"),
    /** The provider's word for the flight (Expected, EnRoute, Arrived, Canceled, Diverted...), or "manual". */
    flightStatus: text("flight_status"),
    flightCheckedAt: text("flight_checked_at"),
    specialRequests: text("special_requests"),
    /** Notes for the chauffeur (their ride sheet) and for dispatch only (the console): never the customer's. */
    driverNotes: text("driver_notes"),
    dispatchNotes: text("dispatch_notes"),
    distanceMiles: real("distance_miles"),
    vehiclePrice: integer("vehicle_price").notNull(),
    childSeatPrice: integer("child_seat_price").notNull(),
    /** The per-stop charges. */
    stopPrice: integer("stop_price").notNull().default(0),
    serviceFee: integer("service_fee").notNull(),
    /** The ride's surcharges (late night, holidays, airports) and tax, dollars. */
    surchargePrice: integer("surcharge_price").notNull().default(0),
    taxPrice: integer("tax_price").notNull().default(0),
    /** The server's fare in dollars, service fee, surcharges and tax included, the gratuity not. */
    estimatedPrice: integer("estimated_price").notNull(),
    /** The price rules' version the ride was priced with (pricing_versions; 1 before versions existed). */
    pricingVersion: integer("pricing_version").notNull().default(1),
    /** The ride's price lines as priced, each naming its rule; null for a ride priced before lines were kept. */
    priceLines: text("price_lines", { mode: "json" }).$type<PriceLine[]>(),
    /** The chauffeur's gratuity now, in cents (its lines, kind 'gratuity', say how it came to be). */
    gratuityCents: integer("gratuity_cents").notNull().default(0),
    /** The share of the fare it was chosen as; null when chosen as an amount. */
    gratuityPercent: integer("gratuity_percent"),
    paymentSessionId: text("payment_session_id"),
    cardLast4: text("card_last4"),
    cardBrand: text("card_brand"),
    idempotencyKey: text("idempotency_key").unique(),
    requestHash: text("request_hash"),
    cancelledAt: text("cancelled_at"),
    refundPercent: integer("refund_percent"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    // The admin list: newest first (the id breaks ties), filtered by status or assignment; a page is
    // found in the index alone (db/migrations/0014_admin_list_at_scale.sql).
    index("bookings_created_idx").on(t.createdAt, t.id),
    index("bookings_status_created_idx").on(t.status, t.createdAt, t.id),
    index("bookings_assignment_created_idx").on(t.assignmentStatus, t.createdAt, t.id),
    // The stats' live bookings without a driver.
    index("bookings_status_assignment_idx").on(t.status, t.assignmentStatus),
    // A driver's rides, and the overlap check when assigning.
    index("bookings_driver_pickup_idx").on(t.assignedDriverId, t.pickupAt),
    // The reminders job: confirmed bookings whose pickup is near.
    index("bookings_status_pickup_idx").on(t.status, t.pickupAt),
    // Search by customer e-mail and the customer's own look-up.
    index("bookings_email_idx").on(t.email),
    // The other ride of a round trip.
    index("bookings_trip_idx").on(t.tripId),
  ],
);

/**
 * One row: how many bookings there are. Triggers on `bookings` (migration 0014_admin_list_at_scale)
 * keep it, whoever writes; the dashboard's stats and its unfiltered list read it instead of counting.
 */
export const bookingTotals = sqliteTable("booking_totals", {
  id: integer("id").primaryKey(),
  total: integer("total").notNull(),
});

/** Every change to a booking: who, when, what, from and to. */
export const bookingEvents = sqliteTable(
  "booking_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: text("booking_id").notNull(),
    /** customer | admin | driver | system */
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id"),
    /** status | assignment | driver | ride | payment */
    field: text("field").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    note: text("note"),
    createdAt: text("created_at").notNull(),
  },
  // A booking's history in order.
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.id)],
);

/** Card authorizations, one per booking attempt, as the payment provider reports them. */
export const paymentSessions = sqliteTable(
  "payment_sessions",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** open | complete | expired */
    status: text("status").notNull(),
    /** paid | unpaid */
    paymentStatus: text("payment_status").notNull(),
    declineReason: text("decline_reason"),
    bookingId: text("booking_id"),
    createdAt: text("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("payment_sessions_booking_idx").on(t.bookingId)],
);
