import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The money of one booking as it stands (one row per booking). Amounts are integer cents. Every change
 * bumps `version` in a guarded update, and the provider call behind it used an idempotency key naming
 * that version, so two runs at once make one call and record it once.
 */
export const bookingPayments = sqliteTable(
  "booking_payments",
  {
    bookingId: text("booking_id").primaryKey(),
    provider: text("provider").notNull(),
    /** verified | held | action_required | captured | partially_refunded | refunded | voided | expired | failed */
    state: text("state").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** The booked fare (the fare lines); extras are further lines. */
    fareCents: integer("fare_cents").notNull(),
    /** The card check still held (the $1 authorization); 0 once released or lapsed. */
    verifiedCents: integer("verified_cents").notNull().default(0),
    heldCents: integer("held_cents").notNull().default(0),
    capturedCents: integer("captured_cents").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** When the current full-fare hold lapses at the card network (epoch ms). */
    captureBefore: integer("capture_before"),
    /** The saved card: the provider's customer and payment method. */
    customerRef: text("customer_ref"),
    paymentMethodRef: text("payment_method_ref"),
    verificationRef: text("verification_ref"),
    verificationCaptureBefore: integer("verification_capture_before"),
    holdRef: text("hold_ref"),
    /** An authorization waiting for the customer (3-D Secure, or a new card) and what it is for. */
    actionRef: text("action_ref"),
    /** hold (before the ride) | charge (owed now) */
    actionKind: text("action_kind"),
    actionCents: integer("action_cents").notNull().default(0),
    /** The one payment link that works now; a new link or a payment retires it. */
    linkNonce: text("link_nonce"),
    /** Set when nothing more is owed or to be given back for the booking's outcome. */
    settledAt: text("settled_at"),
    /**
     * A processor call a run has claimed this row for (docs/decisions/005): its idempotency key, the call
     * (JSON) and when it was claimed. Only the claim's holder calls the processor; a claim left by a run
     * that died is made again with the same key by the jobs, so the processor replays it.
     */
    pendingKey: text("pending_key"),
    pendingCall: text("pending_call"),
    pendingAt: integer("pending_at"),
    consentAt: text("consent_at").notNull(),
    version: integer("version").notNull().default(0),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    // The jobs: bookings to hold or renew by state and the hold's lapse.
    index("booking_payments_state_idx").on(t.state, t.captureBefore),
    // Settlement: ended bookings whose money is not settled yet.
    index("booking_payments_settled_idx").on(t.settledAt),
    // The jobs: claims left by a run that died, oldest first.
    index("booking_payments_pending_idx").on(t.pendingAt),
  ],
);

/**
 * Every call to the card processor and every event it sent, append-only (triggers refuse UPDATE and
 * DELETE). The idempotency key is the one the call carried; a webhook's is its event id.
 */
export const paymentLedger = sqliteTable(
  "payment_ledger",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: text("booking_id").notNull(),
    at: text("at").notNull(),
    /** verify | hold | capture | charge | release | refund | event */
    kind: text("kind").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** succeeded | declined | action_required | failed | received */
    outcome: text("outcome").notNull(),
    providerRef: text("provider_ref"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    detail: text("detail"),
    actorType: text("actor_type").notNull().default("system"),
    actorId: text("actor_id"),
  },
  // A booking's events in order.
  (t) => [index("payment_ledger_booking_idx").on(t.bookingId, t.id)],
);

/** What the ride costs, line by line: the fare's parts when booked, extras (waiting time...) later. */
export const paymentLines = sqliteTable(
  "payment_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: text("booking_id").notNull(),
    /** fare | extra */
    kind: text("kind").notNull(),
    /** vehicle | child_seats | service_fee | waiting_time | ... */
    code: text("code").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** Names what added an extra (say, the waiting clock's stop), so adding it twice adds it once. */
    sourceKey: text("source_key").unique(),
    actorType: text("actor_type").notNull().default("system"),
    actorId: text("actor_id"),
    createdAt: text("created_at").notNull(),
  },
  // A booking's lines in order.
  (t) => [index("payment_lines_booking_idx").on(t.bookingId, t.id)],
);

/**
 * The sandbox processor's own records (like a processor's test mode keeps them): its authorizations
 * and the answers it gave per idempotency key, so a repeated call replays and a changed one is refused.
 */
export const sandboxIntents = sqliteTable("sandbox_intents", {
  id: text("id").primaryKey(),
  token: text("token").notNull(),
  amountCents: integer("amount_cents").notNull(),
  /** requires_action | requires_capture | succeeded | canceled */
  status: text("status").notNull(),
  amountCapturable: integer("amount_capturable").notNull().default(0),
  amountReceived: integer("amount_received").notNull().default(0),
  amountRefunded: integer("amount_refunded").notNull().default(0),
  captureBefore: integer("capture_before"),
  /** What the page's 3-D Secure step presents (like a PaymentIntent's client secret). */
  clientSecret: text("client_secret"),
  createdAt: integer("created_at").notNull(),
});

/**
 * A key is claimed (inserted) before the sandbox acts, so two calls with one key at once act once: the
 * second waits for the first's answer. `response` is '' while the first is under way.
 */
export const sandboxRequests = sqliteTable("sandbox_requests", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  requestHash: text("request_hash").notNull(),
  response: text("response").notNull(),
  /** When the key was claimed (epoch ms): a claim whose call never answered is given up after a minute. */
  claimedAt: integer("claimed_at"),
});

/** Cards the sandbox's customers removed (detached): never charged again, as a processor would refuse them. */
export const sandboxDetached = sqliteTable(
  "sandbox_detached",
  {
    customerRef: text("customer_ref").notNull(),
    paymentMethodRef: text("payment_method_ref").notNull(),
    detachedAt: integer("detached_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerRef, t.paymentMethodRef] })],
);

/**
 * Saved cards a customer removed while rides booked on them were not yet paid: forgotten by the account at
 * once (nothing new is booked on them), deleted at the processor (detached) by the card-detach job once
 * the last of those rides has settled, so a ride booked on a card can still be held and charged.
 */
export const cardDetachments = sqliteTable(
  "card_detachments",
  {
    provider: text("provider").notNull(),
    customerRef: text("customer_ref").notNull(),
    paymentMethodRef: text("payment_method_ref").notNull(),
    requestedAt: text("requested_at").notNull(),
    /** When the processor detached it; null while rides on it are still to be paid (or the call failed). */
    detachedAt: text("detached_at"),
    /** The processor's last refusal, kept for the next run to try again. */
    lastError: text("last_error"),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.customerRef, t.paymentMethodRef] }),
    // The job: the cards still waiting.
    index("card_detachments_waiting_idx").on(t.detachedAt),
  ],
);
