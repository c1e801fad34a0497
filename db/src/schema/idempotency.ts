import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The first answer to a staff request sent with an `Idempotency-Key` (the console's money actions send
 * one per click): the same key again replays it, the same key with another request is refused. A row
 * is written before the action runs, so two requests with one key at once act once.
 */
export const idempotentRequests = sqliteTable(
  "idempotent_requests",
  {
    /** Whose key it is (the signed-in account): two accounts' keys never meet. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of what was asked (the action, its target and its body). */
    requestHash: text("request_hash").notNull(),
    /** The answer's status; 0 while the first request is under way. */
    status: integer("status").notNull(),
    /** The answer's JSON body ('' while under way). */
    response: text("response").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
