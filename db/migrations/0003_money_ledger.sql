CREATE TABLE `booking_payments` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`state` text NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`fare_cents` integer NOT NULL,
	`verified_cents` integer DEFAULT 0 NOT NULL,
	`held_cents` integer DEFAULT 0 NOT NULL,
	`captured_cents` integer DEFAULT 0 NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`capture_before` integer,
	`customer_ref` text,
	`payment_method_ref` text,
	`verification_ref` text,
	`verification_capture_before` integer,
	`hold_ref` text,
	`action_ref` text,
	`action_kind` text,
	`action_cents` integer DEFAULT 0 NOT NULL,
	`link_nonce` text,
	`settled_at` text,
	`consent_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `booking_payments_state_idx` ON `booking_payments` (`state`,`capture_before`);--> statement-breakpoint
CREATE INDEX `booking_payments_settled_idx` ON `booking_payments` (`settled_at`);--> statement-breakpoint
CREATE TABLE `payment_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` text NOT NULL,
	`at` text NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`outcome` text NOT NULL,
	`provider_ref` text,
	`idempotency_key` text NOT NULL,
	`detail` text,
	`actor_type` text DEFAULT 'system' NOT NULL,
	`actor_id` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_ledger_idempotency_key_unique` ON `payment_ledger` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `payment_ledger_booking_idx` ON `payment_ledger` (`booking_id`,`id`);--> statement-breakpoint
CREATE TABLE `payment_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` text NOT NULL,
	`kind` text NOT NULL,
	`code` text NOT NULL,
	`description` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`source_key` text,
	`actor_type` text DEFAULT 'system' NOT NULL,
	`actor_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_lines_source_key_unique` ON `payment_lines` (`source_key`);--> statement-breakpoint
CREATE INDEX `payment_lines_booking_idx` ON `payment_lines` (`booking_id`,`id`);--> statement-breakpoint
CREATE TABLE `sandbox_intents` (
	`id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`amount_capturable` integer DEFAULT 0 NOT NULL,
	`amount_received` integer DEFAULT 0 NOT NULL,
	`amount_refunded` integer DEFAULT 0 NOT NULL,
	`capture_before` integer,
	`client_secret` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sandbox_requests` (
	`idempotency_key` text PRIMARY KEY NOT NULL,
	`request_hash` text NOT NULL,
	`response` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `outbox` ADD `channel` text DEFAULT 'email' NOT NULL;