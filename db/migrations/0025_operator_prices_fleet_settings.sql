-- The operator runs their own business (issue 42, docs/decisions/024): price rules in versions,
-- bookings that keep the version and lines they were priced with, the fleet's photos and descriptions,
-- services that can be hidden, the about page's leadership profiles, and the owner's settings (the
-- table of 0021) counted as catalog changes.
CREATE TABLE `pricing_versions` (
  `version` INTEGER PRIMARY KEY NOT NULL,
  `rules` TEXT NOT NULL,
  `published_at` TEXT NOT NULL,
  `published_by` TEXT,
  `note` TEXT
);
--> statement-breakpoint
ALTER TABLE bookings ADD COLUMN surcharge_price INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE bookings ADD COLUMN tax_price INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE bookings ADD COLUMN pricing_version INTEGER NOT NULL DEFAULT 1;
--> statement-breakpoint
ALTER TABLE bookings ADD COLUMN price_lines TEXT;
--> statement-breakpoint
ALTER TABLE vehicles ADD COLUMN images TEXT;
--> statement-breakpoint
ALTER TABLE vehicles ADD COLUMN description TEXT NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE services ADD COLUMN active INTEGER NOT NULL DEFAULT 1;
--> statement-breakpoint
CREATE TABLE `leaders` (
  `id` TEXT PRIMARY KEY NOT NULL,
  `name` TEXT NOT NULL,
  `role` TEXT NOT NULL,
  `bio` TEXT NOT NULL,
  `image_url` TEXT NOT NULL,
  `images` TEXT,
  `sort_order` INTEGER NOT NULL DEFAULT 0,
  `active` INTEGER NOT NULL DEFAULT 1
);
--> statement-breakpoint
-- A published version is never changed: a booking priced under it must price the same way again.
CREATE TRIGGER pricing_versions_never_updated BEFORE UPDATE ON pricing_versions BEGIN
  SELECT RAISE(ABORT, 'a published price version is never changed');
END;
--> statement-breakpoint
CREATE TRIGGER pricing_versions_never_deleted BEFORE DELETE ON pricing_versions BEGIN
  SELECT RAISE(ABORT, 'a published price version is never deleted');
END;
--> statement-breakpoint
-- The pages state the leaders, the published rates and the policies: a write to any counts as a change
-- of the catalog, so the Worker reads it again and renders its pages anew (as for vehicles and services).
CREATE TRIGGER leaders_catalog_insert AFTER INSERT ON leaders BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER leaders_catalog_update AFTER UPDATE ON leaders BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER leaders_catalog_delete AFTER DELETE ON leaders BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER pricing_versions_catalog_insert AFTER INSERT ON pricing_versions BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER settings_catalog_insert AFTER INSERT ON settings BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER settings_catalog_update AFTER UPDATE ON settings BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER settings_catalog_delete AFTER DELETE ON settings BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
