-- Releases that guard themselves (issue 44, docs/decisions/029): each sealed version's files with their
-- SHA-384 (the browser refuses other bytes), canary promotions, and the field data pages report per version.
ALTER TABLE remote_releases ADD COLUMN integrity TEXT;
--> statement-breakpoint
ALTER TABLE remote_releases ADD COLUMN entry_integrity TEXT;
--> statement-breakpoint
ALTER TABLE remote_releases ADD COLUMN files_integrity TEXT;
--> statement-breakpoint
-- A sealed version's SHA-384 list is written with its seal and never changes, like its files.
CREATE TRIGGER remote_releases_integrity_sealed BEFORE UPDATE OF integrity, entry_integrity, files_integrity ON remote_releases
WHEN old.state = 'sealed' BEGIN
  SELECT RAISE(ABORT, 'a sealed version keeps its SHA-384 list');
END;
--> statement-breakpoint
CREATE TABLE remote_canaries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  remote TEXT NOT NULL CHECK (remote IN ('booking', 'admin', 'driver')),
  version TEXT NOT NULL,
  share INTEGER NOT NULL CHECK (share BETWEEN 1 AND 99),
  started_at TEXT NOT NULL,
  started_by TEXT NOT NULL,
  ended_at TEXT,
  ended_by TEXT,
  outcome TEXT CHECK (outcome IN ('promoted', 'rolled-back', 'rolled-back-automatically', 'replaced')),
  reason TEXT
);
--> statement-breakpoint
-- One canary at a time per remote: the running one is the row not ended.
CREATE UNIQUE INDEX remote_canaries_running ON remote_canaries (remote) WHERE ended_at IS NULL;
--> statement-breakpoint
-- Pages carry the canary in their manifest: starting, resizing or ending one is a catalog change.
CREATE TRIGGER remote_canaries_catalog_insert AFTER INSERT ON remote_canaries BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER remote_canaries_catalog_update AFTER UPDATE ON remote_canaries BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
-- Page views per version of a remote, as the pages report them (sampled; no person, address or page).
CREATE TABLE remote_field_data (
  remote TEXT NOT NULL CHECK (remote IN ('booking', 'admin', 'driver')),
  version TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  load_failures INTEGER NOT NULL DEFAULT 0,
  refused INTEGER NOT NULL DEFAULT 0,
  errors INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (remote, version)
);
--> statement-breakpoint
-- The Web Vitals of the pages that ran a version, as counts per bucket (p75 is read from them).
CREATE TABLE remote_vitals (
  remote TEXT NOT NULL CHECK (remote IN ('booking', 'admin', 'driver')),
  version TEXT NOT NULL,
  metric TEXT NOT NULL CHECK (metric IN ('lcp', 'inp', 'cls')),
  bucket INTEGER NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, metric, bucket)
);
