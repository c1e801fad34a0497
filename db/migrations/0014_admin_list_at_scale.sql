-- The dispatcher's list at 100,000 bookings (issue 15, `npm run bench:admin`).
-- Newest first with the id as tie-break, in the index itself: a page of the list (even page 2,500)
-- reads only index entries up to its rows, then 20 rows.
DROP INDEX IF EXISTS `bookings_created_idx`;
--> statement-breakpoint
DROP INDEX IF EXISTS `bookings_status_created_idx`;
--> statement-breakpoint
DROP INDEX IF EXISTS `bookings_assignment_created_idx`;
--> statement-breakpoint
CREATE INDEX `bookings_created_idx` ON `bookings` (`created_at`, `id`);
--> statement-breakpoint
CREATE INDEX `bookings_status_created_idx` ON `bookings` (`status`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX `bookings_assignment_created_idx` ON `bookings` (`assignment_status`, `created_at`, `id`);
--> statement-breakpoint
-- The stats' count of live bookings without a driver: only those index entries.
CREATE INDEX `bookings_status_assignment_idx` ON `bookings` (`status`, `assignment_status`);
--> statement-breakpoint
-- The search: any three or more characters of the reference, the e-mail or the name, found through a
-- trigram index instead of reading every booking (LIKE '%...%'). Kept by triggers, whoever writes.
CREATE VIRTUAL TABLE `bookings_search` USING fts5(
	`reference`, `email`, `name`,
	content='', contentless_delete=1,
	tokenize='trigram'
);
--> statement-breakpoint
INSERT INTO `bookings_search`(rowid, reference, email, name)
	SELECT rowid, reference, email, first_name || ' ' || last_name FROM `bookings`;
--> statement-breakpoint
CREATE TRIGGER `bookings_search_insert` AFTER INSERT ON `bookings` BEGIN
	INSERT INTO `bookings_search`(rowid, reference, email, name)
		VALUES (new.rowid, new.reference, new.email, new.first_name || ' ' || new.last_name);
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_search_delete` AFTER DELETE ON `bookings` BEGIN
	DELETE FROM `bookings_search` WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_search_update` AFTER UPDATE OF reference, email, first_name, last_name ON `bookings` BEGIN
	DELETE FROM `bookings_search` WHERE rowid = old.rowid;
	INSERT INTO `bookings_search`(rowid, reference, email, name)
		VALUES (new.rowid, new.reference, new.email, new.first_name || ' ' || new.last_name);
END;
--> statement-breakpoint
-- How many bookings there are, kept by triggers: the stats and the list's total without counting
-- 100,000 index entries on every request.
CREATE TABLE `booking_totals` (
	`id` INTEGER PRIMARY KEY CHECK (`id` = 1),
	`total` INTEGER NOT NULL
);
--> statement-breakpoint
INSERT INTO `booking_totals` (`id`, `total`) SELECT 1, count(*) FROM `bookings`;
--> statement-breakpoint
CREATE TRIGGER `booking_totals_insert` AFTER INSERT ON `bookings` BEGIN
	UPDATE `booking_totals` SET `total` = `total` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `booking_totals_delete` AFTER DELETE ON `bookings` BEGIN
	UPDATE `booking_totals` SET `total` = `total` - 1 WHERE `id` = 1;
END;
