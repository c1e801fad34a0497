import { STAFF_ROLES } from "@chauffeur/contract/statuses";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Staff accounts (docs/decisions/021). Passwords are stored as `pbkdf2-sha256$iterations$salt$hash`; an
 * invited account holds no password until its invite is accepted (`!`, which no password matches).
 * The account of ADMIN_USERNAME is marked `from_environment`: its password follows ADMIN_PASSWORD.
 */
export const admins = sqliteTable("admins", {
  id: text("id").primaryKey(),
  /** What the person signs in with: their e-mail, or ADMIN_USERNAME for the environment's owner. */
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: text("created_at").notNull(),
  name: text("name").notNull().default(""),
  email: text("email").unique(),
  role: text("role", { enum: STAFF_ROLES }).notNull().default("owner"),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  fromEnvironment: integer("from_environment", { mode: "boolean" }).notNull().default(false),
  invitedAt: text("invited_at"),
  /** The TOTP secret (base32), set once the person enrolled; its last step used, so a code works once. */
  totpSecret: text("totp_secret"),
  totpLastStep: integer("totp_last_step"),
  mfaEnabledAt: text("mfa_enabled_at"),
  lastSignInAt: text("last_sign_in_at"),
  updatedAt: text("updated_at"),
});

/**
 * A sign-in of a staff member or a chauffeur, named in its tokens (`sid`). Every request checks it, so
 * ending it (sign-out, deactivation, deletion, a new password) refuses the next request. A session lasts
 * a shift (`ends_at`) at most; `token_id` is its newest token, the only one (with the one before it)
 * that can be renewed.
 */
export const authSessions = sqliteTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["staff", "driver"] }).notNull(),
    accountId: text("account_id").notNull(),
    createdAt: integer("created_at").notNull(),
    endsAt: integer("ends_at").notNull(),
    renewedAt: integer("renewed_at").notNull(),
    tokenId: text("token_id").notNull(),
    previousTokenId: text("previous_token_id"),
    endedAt: integer("ended_at"),
    endReason: text("end_reason"),
    address: text("address"),
  },
  // Ending every session of one account (sign out everywhere, deactivation, a new password).
  (t) => [index("auth_sessions_account_idx").on(t.kind, t.accountId, t.endedAt)],
);

/** Single-use links: an invite (72 hours) or a password reset (30 minutes); only the token's hash is kept. */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", { enum: ["invite", "reset"] }).notNull(),
    accountKind: text("account_kind", { enum: ["staff", "driver"] }).notNull(),
    accountId: text("account_id").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
  },
  // A new invite or reset link replaces the account's earlier unused ones.
  (t) => [index("account_tokens_account_idx").on(t.accountKind, t.accountId, t.purpose)],
);

/**
 * The second step of a staff sign-in: after the password, a code (or enrolling the second factor, whose
 * candidate secret waits here until a first code proves it). Five wrong codes end it.
 */
export const mfaChallenges = sqliteTable("mfa_challenges", {
  tokenHash: text("token_hash").primaryKey(),
  staffId: text("staff_id").notNull(),
  kind: text("kind", { enum: ["verify", "enrol"] }).notNull(),
  secret: text("secret"),
  attempts: integer("attempts").notNull().default(0),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
  address: text("address"),
});

/** Ten single-use recovery codes per staff member, kept as SHA-256 hashes. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    staffId: text("staff_id").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })],
);

/** The operator's settings an owner changes in the console (key → JSON value). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: text("updated_at").notNull(),
  updatedBy: text("updated_by"),
});

/**
 * The audit log: one row per write of a staff member or a chauffeur, append-only (triggers refuse UPDATE
 * and DELETE). `before` and `after` hold the fields the action changed, as JSON.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: text("at").notNull(),
    actorType: text("actor_type").notNull(),
    actorId: text("actor_id"),
    actorRole: text("actor_role"),
    actorName: text("actor_name"),
    address: text("address"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    bookingId: text("booking_id"),
    before: text("before", { mode: "json" }).$type<Record<string, unknown>>(),
    after: text("after", { mode: "json" }).$type<Record<string, unknown>>(),
    reason: text("reason"),
  },
  // The console's filters, newest first: all, by person, by action, by booking.
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_booking_idx").on(t.bookingId, t.at),
  ],
);
