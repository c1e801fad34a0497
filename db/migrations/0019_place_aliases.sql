-- A venue's initials ("BU" for Boston University, "MIT"), written by the seed: suggestions find a venue by
-- the short name people type, which is not a word of its name.
ALTER TABLE places ADD COLUMN alias TEXT;
--> statement-breakpoint
CREATE INDEX `places_alias_idx` ON `places` (`alias`);
