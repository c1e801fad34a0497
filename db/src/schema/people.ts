import { DRIVER_STATUSES } from "@chauffeur/contract/statuses";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Dispatchers. Passwords are stored as `pbkdf2-sha256$iterations$salt$hash`. */
export const admins = sqliteTable("admins", {
  id: text("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: text("created_at").notNull(),
});

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
    passwordHash: text("password_hash").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  // The admin lists drivers newest first, filtered by status.
  (t) => [index("drivers_status_created_idx").on(t.status, t.createdAt)],
);

/** Failed sign-ins per key (an account or an address), for rate limiting. */
export const loginAttempts = sqliteTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: integer("window_start").notNull(),
  lockedUntil: integer("locked_until"),
});
