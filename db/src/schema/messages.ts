import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Messages sent from the contact page (POST /api/contact). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** Null when the sender did not choose one (SPEC.md: only name, e-mail, phone and message are required). */
    service: text("service"),
    message: text("message").notNull(),
    createdAt: text("created_at").notNull(),
    // Set once, together with the queued e-mail, when the dispatcher answers; null means unanswered.
    repliedAt: text("replied_at"),
    reply: text("reply"),
  },
  // The admin lists messages newest first.
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/** Every price asked for (POST /api/quote), kept so the dispatcher can see demand. */
export const quoteRequests = sqliteTable(
  "quote_requests",
  {
    id: text("id").primaryKey(),
    serviceType: text("service_type").notNull(),
    pickupLocation: text("pickup_location").notNull(),
    destination: text("destination").notNull(),
    vehicleType: text("vehicle_type").notNull(),
    date: text("date"),
    tripTime: text("trip_time"),
    hours: integer("hours"),
    distanceMiles: real("distance_miles"),
    basePrice: integer("base_price").notNull(),
    createdAt: text("created_at").notNull(),
  },
  // The admin lists quote requests newest first.
  (t) => [index("quote_requests_created_idx").on(t.createdAt)],
);

/** Messages to customers and staff, sent by a mail provider when one is configured. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    /** email (the only channel today; SMS would be another). */
    channel: text("channel").notNull().default("email"),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    bookingId: text("booking_id"),
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: text("created_at").notNull(),
    sentAt: text("sent_at"),
    /** While `sending`: until when the sender that claimed it holds it (epoch ms); then it may be retried. */
    leaseUntil: integer("lease_until"),
  },
  // The sender picks queued messages oldest first.
  (t) => [index("outbox_status_created_idx").on(t.status, t.createdAt)],
);
