-- Full-text index over the gazetteer for prefix search (drizzle has no virtual tables).
CREATE VIRTUAL TABLE `places_fts` USING fts5(
	`name`, `iata`, `state`, `zip`,
	content='places', content_rowid='id',
	tokenize='unicode61 remove_diacritics 2',
	prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `places_fts_insert` AFTER INSERT ON `places` BEGIN
	INSERT INTO `places_fts`(rowid, name, iata, state, zip) VALUES (new.id, new.name, new.iata, new.state, new.zip);
END;
--> statement-breakpoint
CREATE TRIGGER `places_fts_delete` AFTER DELETE ON `places` BEGIN
	INSERT INTO `places_fts`(`places_fts`, rowid, name, iata, state, zip) VALUES ('delete', old.id, old.name, old.iata, old.state, old.zip);
END;
--> statement-breakpoint
CREATE TRIGGER `places_fts_update` AFTER UPDATE ON `places` BEGIN
	INSERT INTO `places_fts`(`places_fts`, rowid, name, iata, state, zip) VALUES ('delete', old.id, old.name, old.iata, old.state, old.zip);
	INSERT INTO `places_fts`(rowid, name, iata, state, zip) VALUES (new.id, new.name, new.iata, new.state, new.zip);
END;
