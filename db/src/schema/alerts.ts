import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Problems dispatch must look at (the console's Exceptions tab): a reconciliation difference, a ride
 * nobody was assigned to, a low rating... Each is raised once for its dedupe key while it is open, and
 * stays until it is resolved.
 */
export const alerts = sqliteTable(
  "alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** reconciliation | unassigned | unaccepted | payment | not_en_route | flight | quote_unanswered | early_completion | ... */
    kind: text("kind").notNull(),
    bookingId: text("booking_id"),
    raisedAt: text("raised_at").notNull(),
    /** What is wrong, in words dispatch reads. */
    detail: text("detail").notNull(),
    /** Names the problem (kind, booking and what differs): an open alert with the same key is not raised again. */
    dedupeKey: text("dedupe_key").notNull(),
    resolvedAt: text("resolved_at"),
    /** Who resolved it (a staff account), or null when the condition cleared by itself. */
    resolvedBy: text("resolved_by"),
  },
  (t) => [
    // The open alerts, newest first (GET /api/admin/alerts).
    index("alerts_open_idx").on(t.resolvedAt, t.raisedAt),
    // A booking's alerts.
    index("alerts_booking_idx").on(t.bookingId),
    // One open alert per problem: raising it again while it is open adds nothing.
    uniqueIndex("alerts_open_dedupe_idx").on(t.dedupeKey).where(sql`resolved_at is null`),
  ],
);

export type AlertRow = typeof alerts.$inferSelect;
