CREATE TABLE `booking_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` text NOT NULL,
	`actor_type` text NOT NULL,
	`actor_id` text,
	`field` text NOT NULL,
	`from_value` text,
	`to_value` text,
	`note` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `booking_events_booking_idx` ON `booking_events` (`booking_id`,`id`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`assignment_status` text DEFAULT 'unassigned' NOT NULL,
	`assigned_driver_id` text,
	`assignment_notes` text,
	`responded_at` text,
	`ride_stage` text,
	`ride_stage_at` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`service_type` text NOT NULL,
	`hours` integer,
	`pickup_location` text NOT NULL,
	`destination` text NOT NULL,
	`scheduled_date` text NOT NULL,
	`scheduled_time` text NOT NULL,
	`pickup_at` integer NOT NULL,
	`expected_end_at` integer NOT NULL,
	`vehicle_type` text NOT NULL,
	`passenger_count` integer DEFAULT 1 NOT NULL,
	`luggage_count` integer DEFAULT 0 NOT NULL,
	`traveling_with_child` integer DEFAULT false NOT NULL,
	`child_seats` integer DEFAULT 0 NOT NULL,
	`flight_number` text,
	`special_requests` text,
	`distance_miles` real,
	`vehicle_price` integer NOT NULL,
	`child_seat_price` integer NOT NULL,
	`service_fee` integer NOT NULL,
	`estimated_price` integer NOT NULL,
	`payment_session_id` text,
	`card_last4` text,
	`card_brand` text,
	`idempotency_key` text,
	`request_hash` text,
	`cancelled_at` text,
	`refund_percent` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_reference_unique` ON `bookings` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_idempotency_key_unique` ON `bookings` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `bookings_created_idx` ON `bookings` (`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_assignment_created_idx` ON `bookings` (`assignment_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_driver_pickup_idx` ON `bookings` (`assigned_driver_id`,`pickup_at`);--> statement-breakpoint
CREATE INDEX `bookings_email_idx` ON `bookings` (`email`);--> statement-breakpoint
CREATE TABLE `payment_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`status` text NOT NULL,
	`payment_status` text NOT NULL,
	`decline_reason` text,
	`booking_id` text,
	`created_at` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_sessions_booking_idx` ON `payment_sessions` (`booking_id`);--> statement-breakpoint
CREATE TABLE `services` (
	`service_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`make` text NOT NULL,
	`model` text NOT NULL,
	`year` integer NOT NULL,
	`capacity` integer NOT NULL,
	`luggage` integer NOT NULL,
	`image_url` text NOT NULL,
	`features` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX `vehicles_active_sort_idx` ON `vehicles` (`active`,`sort_order`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`service` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`recipient` text NOT NULL,
	`template` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`booking_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE INDEX `outbox_status_created_idx` ON `outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `quote_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`service_type` text NOT NULL,
	`pickup_location` text NOT NULL,
	`destination` text NOT NULL,
	`vehicle_type` text NOT NULL,
	`date` text,
	`trip_time` text,
	`hours` integer,
	`distance_miles` real,
	`base_price` integer NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `quote_requests_created_idx` ON `quote_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `admins` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_username_unique` ON `admins` (`username`);--> statement-breakpoint
CREATE TABLE `drivers` (
	`id` text PRIMARY KEY NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`license_number` text NOT NULL,
	`vehicle_types` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `drivers_email_unique` ON `drivers` (`email`);--> statement-breakpoint
CREATE INDEX `drivers_status_created_idx` ON `drivers` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`window_start` integer NOT NULL,
	`locked_until` integer
);
--> statement-breakpoint
CREATE TABLE `places` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`state` text NOT NULL,
	`iata` text,
	`zip` text,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`rank` integer DEFAULT 0 NOT NULL,
	`description` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `places_iata_idx` ON `places` (`iata`);--> statement-breakpoint
CREATE INDEX `places_description_idx` ON `places` (`description`);