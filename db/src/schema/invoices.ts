import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * A company's monthly invoice (docs/decisions/026). What it bills never changes once issued (triggers
 * refuse it, migration 0027): only its state moves, issued → paid or overdue → paid, or to void with a
 * credit note. Amounts are integer cents.
 */
export const invoices = sqliteTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    /** INV-2026-0001: gap-free within a year, never reused (document_counters). */
    number: text("number").notNull().unique(),
    companyId: text("company_id").notNull(),
    /** The month billed, YYYY-MM. */
    period: text("period").notNull(),
    /** issued | paid | overdue | void */
    status: text("status").notNull().default("issued"),
    /** The company as it was billed. */
    companyName: text("company_name").notNull(),
    billingEmail: text("billing_email").notNull(),
    termsDays: integer("terms_days").notNull(),
    /** Service-local dates, YYYY-MM-DD. */
    issuedOn: text("issued_on").notNull(),
    dueOn: text("due_on").notNull(),
    currency: text("currency").notNull().default("usd"),
    totalCents: integer("total_cents").notNull(),
    createdAt: text("created_at").notNull(),
    /** Paid: when, how (card through the link, or transfer marked by the accountant) and its reference. */
    paidAt: text("paid_at"),
    paidVia: text("paid_via"),
    paidReference: text("paid_reference"),
    /** The one payment link that works now (a reminder's new link retires the one before). */
    linkNonce: text("link_nonce"),
    /** A card payment waiting for the bank's 3-D Secure answer. */
    actionRef: text("action_ref"),
    /** The last overdue reminder sent: 0, 1, 7 or 14 days after the due date. */
    remindedDays: integer("reminded_days").notNull().default(0),
    voidedAt: text("voided_at"),
    voidReason: text("void_reason"),
  },
  (t) => [
    // One live invoice per company and month: a second run, or two at once, adds nothing.
    uniqueIndex("invoices_company_period_live_idx").on(t.companyId, t.period).where(sql`status <> 'void'`),
    // The console's list (newest first, by state) and the overdue job.
    index("invoices_status_due_idx").on(t.status, t.dueOn),
    index("invoices_created_idx").on(t.createdAt),
  ],
);

/** One ride on an invoice, as billed: written with the invoice and never changed (triggers). */
export const invoiceLines = sqliteTable(
  "invoice_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: text("invoice_id").notNull(),
    bookingId: text("booking_id").notNull(),
    position: integer("position").notNull(),
    /** The pickup's service-local date, YYYY-MM-DD. */
    rideDate: text("ride_date").notNull(),
    reference: text("reference").notNull(),
    passenger: text("passenger").notNull(),
    route: text("route").notNull(),
    costCentre: text("cost_centre"),
    poNumber: text("po_number"),
    /** What was charged: the ride, a cancellation fee, a no-show. */
    description: text("description").notNull(),
    fareCents: integer("fare_cents").notNull(),
    extrasCents: integer("extras_cents").notNull(),
    waitingCents: integer("waiting_cents").notNull(),
    /** The gratuity, all of it the chauffeur's (a ride that took place). */
    gratuityCents: integer("gratuity_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
  },
  // An invoice's lines in order.
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId, t.position)],
);

/** Which live invoice bills a ride: a ride is billed once; voiding an invoice frees its rides. */
export const invoiceClaims = sqliteTable(
  "invoice_claims",
  {
    bookingId: text("booking_id").primaryKey(),
    invoiceId: text("invoice_id").notNull(),
  },
  // Freeing a voided invoice's rides.
  (t) => [index("invoice_claims_invoice_idx").on(t.invoiceId)],
);

/**
 * A ride's gratuity changed after the invoice that billed it (docs/decisions/026): the difference is a line
 * of a later invoice, claimed here once per correction (`seq` counts a ride's corrections), so two runs at
 * once bill it once. Voiding the invoice that carried it frees it, like a ride's claim.
 */
export const invoiceAdjustments = sqliteTable(
  "invoice_adjustments",
  {
    bookingId: text("booking_id").notNull(),
    seq: integer("seq").notNull(),
    invoiceId: text("invoice_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.seq] }),
    // Freeing a voided invoice's corrections.
    index("invoice_adjustments_invoice_idx").on(t.invoiceId),
  ],
);

/** A credit note cancels an issued invoice in whole (its number from its own gap-free series, CN-). */
export const creditNotes = sqliteTable("credit_notes", {
  id: text("id").primaryKey(),
  number: text("number").notNull().unique(),
  invoiceId: text("invoice_id").notNull().unique(),
  issuedOn: text("issued_on").notNull(),
  amountCents: integer("amount_cents").notNull(),
  reason: text("reason").notNull(),
  createdAt: text("created_at").notNull(),
});

/** The last number given in each series and year: taken in the same D1 batch as the document it numbers. */
export const documentCounters = sqliteTable(
  "document_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);
