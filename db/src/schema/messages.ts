import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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

/**
 * Trips customers ask us to price (POST /api/quote-requests): what the online booking does not price. The
 * price checks of the vehicle step once stored here were moved to `price_checks` (0009) and are no longer kept.
 */
export const quoteRequests = sqliteTable(
  "quote_requests",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    pickupLocation: text("pickup_location").notNull(),
    destination: text("destination").notNull(),
    date: text("date").notNull(),
    /** A round trip's return date (YYYY-MM-DD), when the customer asked for one; null for one way. */
    returnDate: text("return_date"),
    /**
     * A short-notice booking's pickup time (HH:MM, New York), inside the lead time when it was asked: a
     * quote on this request agrees to that pickup (docs/decisions/030). Null for a request from the form.
     */
    pickupTime: text("pickup_time"),
    passengers: integer("passengers").notNull(),
    message: text("message").notNull().default(""),
    createdAt: text("created_at").notNull(),
    /**
     * A short-notice booking kept as this request (POST /api/bookings, 202): its Idempotency-Key and the
     * request's hash, so a retry answers this request again instead of storing a second one.
     */
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
    /** new | quoted | accepted | declined | expired (the contract's QUOTE_STATUSES). */
    status: text("status").notNull().default("new"),
    /** The dispatcher's quote: the price in cents, the vehicle, until when it holds (an instant), a note. */
    quoteCents: integer("quote_cents"),
    /** The return ride's price in cents, for a request with a return date. */
    quoteReturnCents: integer("quote_return_cents"),
    /** The price rules' version in force when quoted: another date is re-priced with these rules. */
    quotePricingVersion: integer("quote_pricing_version"),
    quoteVehicle: text("quote_vehicle"),
    quoteValidUntil: text("quote_valid_until"),
    quoteNote: text("quote_note"),
    quotedAt: text("quoted_at"),
    /** The staff account that quoted it. */
    quotedBy: text("quoted_by"),
    /** SHA-256 of the customer's private link's token: the link finds the request, the token is never kept. */
    quoteTokenHash: text("quote_token_hash"),
    /** When the customer accepted or declined it (or staff declined the request). */
    answeredAt: text("answered_at"),
    /** The booking an accepted quote became. */
    bookingId: text("booking_id"),
  },
  (t) => [
    // The admin lists quote requests newest first.
    index("quote_requests_created_idx").on(t.createdAt),
    // The link's token finds its request.
    uniqueIndex("quote_requests_token_idx").on(t.quoteTokenHash).where(sql`quote_token_hash is not null`),
    // The jobs: requests still new after two hours, quotes whose validity ran out.
    index("quote_requests_status_idx").on(t.status, t.createdAt),
    // A retried short-notice booking finds the request it made.
    uniqueIndex("quote_requests_idempotency_idx")
      .on(t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
  ],
);

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;

/** Messages to customers and staff, sent by a mail provider when one is configured. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    /** email or sms. */
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
    /** Set on messages that must be queued once only (a reminder: `reminder:24h:customer:<booking>:<pickupAt>`). */
    dedupeKey: text("dedupe_key"),
    /** An e-mail's HTML, rendered when it was queued: every attempt sends the same bytes (null: text only). */
    html: text("html"),
    /** An e-mail's files as JSON `[{ filename, contentType, content }]`, the content in base64 (null: none). */
    attachments: text("attachments"),
    /** While `queued` after a provider asked us to slow down: not before this instant (epoch ms). */
    nextAttemptAt: integer("next_attempt_at"),
    /** Why the last attempt failed, in the provider's words. */
    lastError: text("last_error"),
    /** The provider's id of the sent message: its delivery events name it. */
    providerId: text("provider_id"),
    /** What the provider reported after sending: bounced or complained (null: nothing wrong heard). */
    delivery: text("delivery"),
    /** The provider's words about that delivery (a bounce's reason). */
    deliveryNote: text("delivery_note"),
    deliveryAt: text("delivery_at"),
  },
  (t) => [
    // The sender picks queued messages oldest first.
    index("outbox_status_created_idx").on(t.status, t.createdAt),
    uniqueIndex("outbox_dedupe_key_idx").on(t.dedupeKey),
    // A delivery event finds its message by the provider's id.
    index("outbox_provider_id_idx").on(t.providerId),
  ],
);
