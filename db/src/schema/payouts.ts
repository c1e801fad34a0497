import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * What a chauffeur earns, line by line: for each completed, no-show or fee-charged ride their share of the
 * fare and of the waiting, the tolls and parking they paid, and the gratuity. Append-only: a change after
 * the fact (a gratuity raised, waiting added) is a further line for the difference. A line joins one
 * weekly statement; once it has, triggers refuse to change or remove it (migration 0026_ride_close).
 */
export const payoutLines = sqliteTable(
  "payout_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    driverId: text("driver_id").notNull(),
    bookingId: text("booking_id").notNull(),
    /** fare | waiting | toll | parking | gratuity */
    kind: text("kind").notNull(),
    /** Cents; a correction may be negative. */
    amountCents: integer("amount_cents").notNull(),
    /** The share applied (fare and waiting); null for what is paid in full. */
    percent: integer("percent"),
    /** When it was earned: the ride's end for its first lines, the change's time for a correction. */
    earnedAt: text("earned_at").notNull(),
    /** The booking, the kind and how many lines of that kind came before: a sync run twice writes once. */
    sourceKey: text("source_key").notNull().unique(),
    statementId: text("statement_id"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    // A chauffeur's earnings between two dates, and the lines a weekly statement takes.
    index("payout_lines_driver_earned_idx").on(t.driverId, t.earnedAt),
    // A statement's lines.
    index("payout_lines_statement_idx").on(t.statementId),
    // A ride's lines, when its payout is brought up to date.
    index("payout_lines_booking_idx").on(t.bookingId),
  ],
);

/**
 * A chauffeur's weekly pay statement (Monday to Sunday, New York time): every payout line of theirs not
 * on an earlier statement and earned before the week's end. Issued once per chauffeur and week, numbered,
 * never changed after (triggers), except to be marked paid once, with a reference.
 */
export const payoutStatements = sqliteTable(
  "payout_statements",
  {
    id: text("id").primaryKey(),
    /** PS-2026-0001: the year of the week's Monday and a sequence within it. */
    number: text("number").notNull().unique(),
    driverId: text("driver_id").notNull(),
    /** The chauffeur's name when issued (the statement is a document; the driver may be removed later). */
    driverName: text("driver_name").notNull(),
    /** The week's Monday, YYYY-MM-DD (New York). */
    weekOf: text("week_of").notNull(),
    /** The week's bounds as instants (ISO): Monday 00:00 to the next Monday 00:00 in New York. */
    periodStart: text("period_start").notNull(),
    periodEnd: text("period_end").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** issuing (only inside the batch that issues it) | issued */
    status: text("status").notNull(),
    issuedAt: text("issued_at").notNull(),
    paidAt: text("paid_at"),
    paidReference: text("paid_reference"),
    paidBy: text("paid_by"),
  },
  (t) => [
    // One statement per chauffeur and week: a second run for the week adds none.
    uniqueIndex("payout_statements_driver_week_idx").on(t.driverId, t.weekOf),
    // The console's statements of a week.
    index("payout_statements_week_idx").on(t.weekOf),
  ],
);
