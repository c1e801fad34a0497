-- Customer accounts, companies on account and their monthly invoices (issue 40, docs/decisions/026).
-- Written from the Drizzle schema (db/src/schema/accounts.ts, invoices.ts); the triggers at the end keep an
-- issued invoice as it was issued: corrections are credit notes.
CREATE TABLE `account_sign_in_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `account_sign_in_links_email_idx` ON `account_sign_in_links` (`email`);
--> statement-breakpoint
CREATE TABLE `account_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`ended_at` integer
);
--> statement-breakpoint
CREATE INDEX `account_sessions_account_idx` ON `account_sessions` (`account_id`);
--> statement-breakpoint
CREATE TABLE `account_passengers` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`sign_text` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `customer_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_passengers_account_idx` ON `account_passengers` (`account_id`);
--> statement-breakpoint
CREATE TABLE `account_places` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`label` text NOT NULL,
	`address` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `customer_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_places_account_idx` ON `account_places` (`account_id`);
--> statement-breakpoint
CREATE TABLE `booking_accounts` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`account_id` text,
	`booker_email` text NOT NULL,
	`company_id` text,
	`cost_centre` text,
	`po_number` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `booking_accounts_company_idx` ON `booking_accounts` (`company_id`);
--> statement-breakpoint
CREATE INDEX `booking_accounts_account_idx` ON `booking_accounts` (`account_id`);
--> statement-breakpoint
CREATE TABLE `companies` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`billing_email` text NOT NULL,
	`terms_days` integer DEFAULT 30 NOT NULL,
	`require_cost_centre` integer DEFAULT false NOT NULL,
	`require_po` integer DEFAULT false NOT NULL,
	`booker_domain` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `companies_name_idx` ON `companies` (`name`);
--> statement-breakpoint
CREATE TABLE `company_bookers` (
	`company_id` text NOT NULL,
	`email` text NOT NULL,
	PRIMARY KEY(`company_id`, `email`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_bookers_email_idx` ON `company_bookers` (`email`);
--> statement-breakpoint
CREATE TABLE `customer_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`card_provider` text,
	`card_customer_ref` text,
	`card_payment_method_ref` text,
	`card_brand` text,
	`card_last4` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`last_sign_in_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_accounts_email_unique` ON `customer_accounts` (`email`);
--> statement-breakpoint
CREATE TABLE `credit_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`invoice_id` text NOT NULL,
	`issued_on` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_number_unique` ON `credit_notes` (`number`);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_invoice_id_unique` ON `credit_notes` (`invoice_id`);
--> statement-breakpoint
CREATE TABLE `document_counters` (
	`series` text NOT NULL,
	`year` integer NOT NULL,
	`last_number` integer NOT NULL,
	PRIMARY KEY(`series`, `year`)
);
--> statement-breakpoint
CREATE TABLE `invoice_claims` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `invoice_claims_invoice_idx` ON `invoice_claims` (`invoice_id`);
--> statement-breakpoint
CREATE TABLE `invoice_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`position` integer NOT NULL,
	`ride_date` text NOT NULL,
	`reference` text NOT NULL,
	`passenger` text NOT NULL,
	`route` text NOT NULL,
	`cost_centre` text,
	`po_number` text,
	`description` text NOT NULL,
	`fare_cents` integer NOT NULL,
	`extras_cents` integer NOT NULL,
	`waiting_cents` integer NOT NULL,
	`total_cents` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `invoice_lines_invoice_idx` ON `invoice_lines` (`invoice_id`,`position`);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`company_id` text NOT NULL,
	`period` text NOT NULL,
	`status` text DEFAULT 'issued' NOT NULL,
	`company_name` text NOT NULL,
	`billing_email` text NOT NULL,
	`terms_days` integer NOT NULL,
	`issued_on` text NOT NULL,
	`due_on` text NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`total_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	`paid_at` text,
	`paid_via` text,
	`paid_reference` text,
	`link_nonce` text,
	`action_ref` text,
	`reminded_days` integer DEFAULT 0 NOT NULL,
	`voided_at` text,
	`void_reason` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_unique` ON `invoices` (`number`);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_company_period_live_idx` ON `invoices` (`company_id`,`period`) WHERE status <> 'void';
--> statement-breakpoint
CREATE INDEX `invoices_status_due_idx` ON `invoices` (`status`,`due_on`);
--> statement-breakpoint
CREATE INDEX `invoices_created_idx` ON `invoices` (`created_at`);
--> statement-breakpoint
-- The sandbox processor's removed cards (a saved card the customer removed from their account).
CREATE TABLE `sandbox_detached` (
	`customer_ref` text NOT NULL,
	`payment_method_ref` text NOT NULL,
	`detached_at` integer NOT NULL,
	PRIMARY KEY(`customer_ref`, `payment_method_ref`)
);
--> statement-breakpoint
-- An issued invoice bills what it billed: its lines are never changed or removed.
CREATE TRIGGER `invoice_lines_no_update` BEFORE UPDATE ON `invoice_lines`
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice never changes: correct it with a credit note');
END;
--> statement-breakpoint
CREATE TRIGGER `invoice_lines_no_delete` BEFORE DELETE ON `invoice_lines`
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice never changes: correct it with a credit note');
END;
--> statement-breakpoint
-- Its number, company, month, dates and total are fixed when it is issued; only its state moves.
CREATE TRIGGER `invoices_issued_fixed` BEFORE UPDATE OF `id`, `number`, `company_id`, `period`, `company_name`, `billing_email`, `terms_days`, `issued_on`, `due_on`, `currency`, `total_cents`, `created_at` ON `invoices`
BEGIN
  SELECT RAISE(ABORT, 'an issued invoice never changes: correct it with a credit note');
END;
--> statement-breakpoint
-- issued -> paid | overdue | void, overdue -> paid | void; a paid or void invoice is final.
CREATE TRIGGER `invoices_final_states` BEFORE UPDATE ON `invoices`
WHEN OLD.status IN ('paid', 'void')
  OR NEW.status NOT IN ('issued', 'paid', 'overdue', 'void')
  OR (OLD.status = 'overdue' AND NEW.status = 'issued')
BEGIN
  SELECT RAISE(ABORT, 'this change of an invoice''s state is not allowed');
END;
--> statement-breakpoint
CREATE TRIGGER `invoices_no_delete` BEFORE DELETE ON `invoices`
BEGIN
  SELECT RAISE(ABORT, 'invoices are kept: void one with a credit note');
END;
--> statement-breakpoint
CREATE TRIGGER `credit_notes_no_update` BEFORE UPDATE ON `credit_notes`
BEGIN
  SELECT RAISE(ABORT, 'a credit note never changes');
END;
--> statement-breakpoint
CREATE TRIGGER `credit_notes_no_delete` BEFORE DELETE ON `credit_notes`
BEGIN
  SELECT RAISE(ABORT, 'a credit note never changes');
END;
--> statement-breakpoint
-- A series only counts up, one at a time: no number is skipped or given twice.
CREATE TRIGGER `document_counters_step` BEFORE UPDATE ON `document_counters`
WHEN NEW.last_number <> OLD.last_number + 1 OR NEW.series <> OLD.series OR NEW.year <> OLD.year
BEGIN
  SELECT RAISE(ABORT, 'document numbers only count up by one');
END;
--> statement-breakpoint
CREATE TRIGGER `document_counters_no_delete` BEFORE DELETE ON `document_counters`
BEGIN
  SELECT RAISE(ABORT, 'document numbers are never reused');
END;
--> statement-breakpoint
-- An invoice takes the number after its series' counter, nothing else (the batch then steps the counter).
CREATE TRIGGER `invoices_number_next` BEFORE INSERT ON `invoices`
WHEN NEW.number IS NOT (
  SELECT 'INV-' || c.year || '-' || printf('%04d', c.last_number + 1) FROM document_counters c
  WHERE c.series = 'INV' AND c.year = CAST(substr(NEW.number, 5, 4) AS INTEGER)
)
BEGIN
  SELECT RAISE(ABORT, 'invoice numbers are taken from the counter, in order');
END;
--> statement-breakpoint
CREATE TRIGGER `credit_notes_number_next` BEFORE INSERT ON `credit_notes`
WHEN NEW.number IS NOT (
  SELECT 'CN-' || c.year || '-' || printf('%04d', c.last_number + 1) FROM document_counters c
  WHERE c.series = 'CN' AND c.year = CAST(substr(NEW.number, 4, 4) AS INTEGER)
)
BEGIN
  SELECT RAISE(ABORT, 'credit note numbers are taken from the counter, in order');
END;
