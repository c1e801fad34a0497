import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A customer's rating of a completed ride, once per ride (the booking is the key), given through the
 * private link of the completion message within 7 days. The chauffeur is the one who drove it.
 */
export const rideRatings = sqliteTable(
  "ride_ratings",
  {
    bookingId: text("booking_id").primaryKey(),
    driverId: text("driver_id").notNull(),
    /** 1 to 5. */
    stars: integer("stars").notNull(),
    comment: text("comment"),
    /** What went wrong, for 3 stars or fewer: lateness | car | driving | conduct | other. */
    reasons: text("reasons", { mode: "json" }).$type<string[]>().notNull(),
    createdAt: text("created_at").notNull(),
  },
  // A chauffeur's ratings of the last 90 days (their average, the drivers table, the driver options).
  (t) => [index("ride_ratings_driver_created_idx").on(t.driverId, t.createdAt)],
);
