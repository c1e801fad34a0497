-- Micro-frontend releases (issue 17): every version uploaded to the REMOTES bucket, sealed once and
-- never overwritten; and the manifest's history, whose last row per remote is what the site loads.
CREATE TABLE remote_releases (
  remote TEXT NOT NULL CHECK (remote IN ('booking', 'admin', 'driver')),
  version TEXT NOT NULL,
  hash TEXT NOT NULL,
  files TEXT NOT NULL,
  released_at TEXT NOT NULL,
  released_by TEXT NOT NULL,
  checked_at TEXT,
  PRIMARY KEY (remote, version)
);
--> statement-breakpoint
CREATE TRIGGER remote_releases_never_overwritten BEFORE UPDATE OF remote, version, hash, files ON remote_releases BEGIN
  SELECT RAISE(ABORT, 'a released version is never overwritten');
END;
--> statement-breakpoint
CREATE TABLE remote_promotions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  remote TEXT NOT NULL CHECK (remote IN ('booking', 'admin', 'driver')),
  action TEXT NOT NULL CHECK (action IN ('promote', 'rollback')),
  live TEXT,
  previous TEXT NOT NULL,
  at TEXT NOT NULL,
  by TEXT NOT NULL
);
--> statement-breakpoint
CREATE INDEX remote_promotions_remote_idx ON remote_promotions (remote, id);
--> statement-breakpoint
-- Pages carry the manifest in their boot data and are kept until the catalog changes: a promotion is one.
CREATE TRIGGER remote_promotions_catalog_insert AFTER INSERT ON remote_promotions BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
END;
