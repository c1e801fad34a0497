-- Staff who can be trusted with money (issue 39, docs/decisions/021): named accounts with a role and a
-- second factor, server-side sessions named in every token, single-use links, settings, and the audit log.
-- The admins of before keep every power they had: they become owners.
ALTER TABLE admins ADD COLUMN name TEXT NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE admins ADD COLUMN email TEXT;
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_email_unique` ON `admins` (`email`);
--> statement-breakpoint
ALTER TABLE admins ADD COLUMN role TEXT NOT NULL DEFAULT 'owner';
--> statement-breakpoint
ALTER TABLE admins ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE admins ADD COLUMN from_environment INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE admins ADD COLUMN invited_at TEXT;
--> statement-breakpoint
ALTER TABLE admins ADD COLUMN totp_secret TEXT;
--> statement-breakpoint
ALTER TABLE admins ADD COLUMN totp_last_step INTEGER;
--> statement-breakpoint
ALTER TABLE admins ADD COLUMN mfa_enabled_at TEXT;
--> statement-breakpoint
ALTER TABLE admins ADD COLUMN last_sign_in_at TEXT;
--> statement-breakpoint
ALTER TABLE admins ADD COLUMN updated_at TEXT;
--> statement-breakpoint
CREATE TABLE `auth_sessions` (
  `id` TEXT PRIMARY KEY NOT NULL,
  `kind` TEXT NOT NULL,
  `account_id` TEXT NOT NULL,
  `created_at` INTEGER NOT NULL,
  `ends_at` INTEGER NOT NULL,
  `renewed_at` INTEGER NOT NULL,
  `token_id` TEXT NOT NULL,
  `previous_token_id` TEXT,
  `ended_at` INTEGER,
  `end_reason` TEXT,
  `address` TEXT
);
--> statement-breakpoint
CREATE INDEX `auth_sessions_account_idx` ON `auth_sessions` (`kind`, `account_id`, `ended_at`);
--> statement-breakpoint
CREATE TABLE `account_tokens` (
  `token_hash` TEXT PRIMARY KEY NOT NULL,
  `purpose` TEXT NOT NULL,
  `account_kind` TEXT NOT NULL,
  `account_id` TEXT NOT NULL,
  `created_at` INTEGER NOT NULL,
  `expires_at` INTEGER NOT NULL,
  `used_at` INTEGER
);
--> statement-breakpoint
CREATE INDEX `account_tokens_account_idx` ON `account_tokens` (`account_kind`, `account_id`, `purpose`);
--> statement-breakpoint
CREATE TABLE `mfa_challenges` (
  `token_hash` TEXT PRIMARY KEY NOT NULL,
  `staff_id` TEXT NOT NULL,
  `kind` TEXT NOT NULL,
  `secret` TEXT,
  `attempts` INTEGER DEFAULT 0 NOT NULL,
  `expires_at` INTEGER NOT NULL,
  `used_at` INTEGER,
  `address` TEXT
);
--> statement-breakpoint
CREATE TABLE `recovery_codes` (
  `staff_id` TEXT NOT NULL,
  `code_hash` TEXT NOT NULL,
  `used_at` TEXT,
  PRIMARY KEY(`staff_id`, `code_hash`)
);
--> statement-breakpoint
CREATE TABLE `settings` (
  `key` TEXT PRIMARY KEY NOT NULL,
  `value` TEXT NOT NULL,
  `updated_at` TEXT NOT NULL,
  `updated_by` TEXT
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
  `id` INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
  `at` TEXT NOT NULL,
  `actor_type` TEXT NOT NULL,
  `actor_id` TEXT,
  `actor_role` TEXT,
  `actor_name` TEXT,
  `address` TEXT,
  `action` TEXT NOT NULL,
  `target_type` TEXT,
  `target_id` TEXT,
  `target_label` TEXT,
  `booking_id` TEXT,
  `before` TEXT,
  `after` TEXT,
  `reason` TEXT
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);
--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`, `at`);
--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`, `at`);
--> statement-breakpoint
CREATE INDEX `audit_log_booking_idx` ON `audit_log` (`booking_id`, `at`);
--> statement-breakpoint
-- Append-only: a row of the audit log is never changed or removed, whoever writes.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
