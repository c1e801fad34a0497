import { DRIVER_STATUSES } from "@chauffeur/contract/statuses";
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const drivers = sqliteTable(
  "drivers",
  {
    id: text("id").primaryKey(),
    /** active | inactive */
    status: text("status", { enum: DRIVER_STATUSES }).notNull().default("active"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull().unique(),
    phone: text("phone").notNull(),
    licenseNumber: text("license_number").notNull(),
    vehicleTypes: text("vehicle_types", { mode: "json" }).$type<string[]>().notNull(),
    /** The car the driver drives, told to the customer with the chauffeur's name (null until entered). */
    carMake: text("car_make"),
    carModel: text("car_model"),
    carColour: text("car_colour"),
    carPlate: text("car_plate"),
    /** The chauffeur's share of the fares and waiting of their rides, in percent (contract/src/rules/payout.ts). */
    payoutPercent: integer("payout_percent").notNull().default(70),
    passwordHash: text("password_hash").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  // The admin lists drivers newest first, filtered by status.
  (t) => [index("drivers_status_created_idx").on(t.status, t.createdAt)],
);

/**
 * A chauffeur's last shared position, one row per driver, for the ride they were on the way to (or
 * waiting at) when they shared it; the customer's tracking page shows it while it is fresh.
 */
export const driverPositions = sqliteTable("driver_positions", {
  driverId: text("driver_id")
    .primaryKey()
    .references(() => drivers.id, { onDelete: "cascade" }),
  bookingId: text("booking_id").notNull(),
  lat: real("lat").notNull(),
  lon: real("lon").notNull(),
  /** Metres, as the device reported it. */
  accuracy: real("accuracy").notNull(),
  recordedAt: text("recorded_at").notNull(),
});

/**
 * A chauffeur's status taps by the idempotency key the app gave each: a tap sent again (queued offline,
 * or its answer lost) is applied once (db/migrations/0015_ride_taps.sql).
 */
export const rideTaps = sqliteTable("ride_taps", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  driverId: text("driver_id").notNull(),
  bookingId: text("booking_id").notNull(),
  stage: text("stage").notNull(),
  /** When the chauffeur tapped (the phone's clock, within the server's limits); the stage's time. */
  tappedAt: text("tapped_at").notNull(),
  createdAt: text("created_at").notNull(),
});

/** Failed sign-ins per key (an account or an address), for rate limiting. */
export const loginAttempts = sqliteTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: integer("window_start").notNull(),
  lockedUntil: integer("locked_until"),
});
