PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`service` text,
	`message` text NOT NULL,
	`created_at` text NOT NULL,
	`replied_at` text,
	`reply` text
);
--> statement-breakpoint
INSERT INTO `__new_contact_messages`("id", "name", "email", "phone", "service", "message", "created_at", "replied_at", "reply") SELECT "id", "name", "email", "phone", "service", "message", "created_at", "replied_at", "reply" FROM `contact_messages`;--> statement-breakpoint
DROP TABLE `contact_messages`;--> statement-breakpoint
ALTER TABLE `__new_contact_messages` RENAME TO `contact_messages`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `lease_until` integer;