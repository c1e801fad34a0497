-- Every write to the catalog (vehicles, services), by the seed, a dashboard or a console, counts one
-- change in catalog_state; the Worker's in-memory copy of the catalog compares this number.
INSERT OR IGNORE INTO catalog_state (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER vehicles_catalog_insert AFTER INSERT ON vehicles BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER vehicles_catalog_update AFTER UPDATE ON vehicles BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER vehicles_catalog_delete AFTER DELETE ON vehicles BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER services_catalog_insert AFTER INSERT ON services BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER services_catalog_update AFTER UPDATE ON services BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER services_catalog_delete AFTER DELETE ON services BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
