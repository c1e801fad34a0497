ALTER TABLE `contact_messages` ADD `replied_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `reply` text;