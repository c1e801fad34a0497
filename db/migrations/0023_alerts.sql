-- The alerts domain (issue 37): problems dispatch must look at, raised once per dedupe key while open.
CREATE TABLE alerts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  booking_id TEXT,
  raised_at TEXT NOT NULL,
  detail TEXT NOT NULL,
  dedupe_key TEXT NOT NULL,
  resolved_at TEXT,
  resolved_by TEXT
);
--> statement-breakpoint
CREATE INDEX alerts_open_idx ON alerts (resolved_at, raised_at);
--> statement-breakpoint
CREATE INDEX alerts_booking_idx ON alerts (booking_id);
--> statement-breakpoint
CREATE UNIQUE INDEX alerts_open_dedupe_idx ON alerts (dedupe_key) WHERE resolved_at is null;
