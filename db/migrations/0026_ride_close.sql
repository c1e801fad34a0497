-- The ride's close (issue 41): the gratuity, ratings, and what chauffeurs earn.
-- A booking's gratuity now, in cents, and the share of the fare it was chosen as (null: an amount). Its
-- payment lines (kind 'gratuity') say how it came to be.
ALTER TABLE bookings ADD COLUMN gratuity_cents INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE bookings ADD COLUMN gratuity_percent INTEGER;
--> statement-breakpoint
-- Each chauffeur's share of their rides' fares and waiting, in percent (today's 70 for everyone).
ALTER TABLE drivers ADD COLUMN payout_percent INTEGER NOT NULL DEFAULT 70;
--> statement-breakpoint
-- A customer's rating of a completed ride: once per ride (the key), for the chauffeur who drove it.
CREATE TABLE ride_ratings (
  booking_id TEXT PRIMARY KEY NOT NULL,
  driver_id TEXT NOT NULL,
  stars INTEGER NOT NULL,
  comment TEXT,
  reasons TEXT NOT NULL,
  created_at TEXT NOT NULL
);
--> statement-breakpoint
CREATE INDEX ride_ratings_driver_created_idx ON ride_ratings (driver_id, created_at);
--> statement-breakpoint
-- What a chauffeur earns, line by line, append-only: a change after the fact is a further line.
CREATE TABLE payout_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
  driver_id TEXT NOT NULL,
  booking_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  percent INTEGER,
  earned_at TEXT NOT NULL,
  source_key TEXT NOT NULL,
  statement_id TEXT,
  created_at TEXT NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX payout_lines_source_key_unique ON payout_lines (source_key);
--> statement-breakpoint
CREATE INDEX payout_lines_driver_earned_idx ON payout_lines (driver_id, earned_at);
--> statement-breakpoint
CREATE INDEX payout_lines_statement_idx ON payout_lines (statement_id);
--> statement-breakpoint
CREATE INDEX payout_lines_booking_idx ON payout_lines (booking_id);
--> statement-breakpoint
-- A chauffeur's weekly pay statement: one per chauffeur and week, numbered, never changed once issued.
CREATE TABLE payout_statements (
  id TEXT PRIMARY KEY NOT NULL,
  number TEXT NOT NULL,
  driver_id TEXT NOT NULL,
  driver_name TEXT NOT NULL,
  week_of TEXT NOT NULL,
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  total_cents INTEGER NOT NULL,
  status TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  paid_at TEXT,
  paid_reference TEXT,
  paid_by TEXT
);
--> statement-breakpoint
CREATE UNIQUE INDEX payout_statements_number_unique ON payout_statements (number);
--> statement-breakpoint
CREATE UNIQUE INDEX payout_statements_driver_week_idx ON payout_statements (driver_id, week_of);
--> statement-breakpoint
CREATE INDEX payout_statements_week_idx ON payout_statements (week_of);
--> statement-breakpoint
-- An issued statement is a document: its figures never change and it is never removed. It is written as
-- 'issuing', takes its lines and its total, and becomes 'issued' in the same batch; after that only
-- being marked paid, once, is allowed.
CREATE TRIGGER payout_statements_issued_figures BEFORE UPDATE OF number, driver_id, driver_name, week_of, period_start, period_end, total_cents, status, issued_at ON payout_statements
WHEN OLD.status = 'issued'
BEGIN
  SELECT RAISE(ABORT, 'an issued pay statement cannot be changed');
END;
--> statement-breakpoint
CREATE TRIGGER payout_statements_paid_once BEFORE UPDATE OF paid_at, paid_reference, paid_by ON payout_statements
WHEN OLD.paid_at IS NOT NULL OR OLD.status <> 'issued'
BEGIN
  SELECT RAISE(ABORT, 'a pay statement is marked paid once, after it is issued');
END;
--> statement-breakpoint
CREATE TRIGGER payout_statements_no_delete BEFORE DELETE ON payout_statements
BEGIN
  SELECT RAISE(ABORT, 'a pay statement cannot be removed');
END;
--> statement-breakpoint
-- A payout line says only which statement took it, once, and only while that statement is being issued.
CREATE TRIGGER payout_lines_facts BEFORE UPDATE OF driver_id, booking_id, kind, amount_cents, percent, earned_at, source_key, created_at ON payout_lines
BEGIN
  SELECT RAISE(ABORT, 'payout lines are append-only');
END;
--> statement-breakpoint
CREATE TRIGGER payout_lines_statement_once BEFORE UPDATE OF statement_id ON payout_lines
WHEN OLD.statement_id IS NOT NULL
  OR NOT EXISTS (SELECT 1 FROM payout_statements s WHERE s.id = NEW.statement_id AND s.status = 'issuing')
BEGIN
  SELECT RAISE(ABORT, 'a payout line joins one statement, while it is issued');
END;
--> statement-breakpoint
CREATE TRIGGER payout_lines_born_free BEFORE INSERT ON payout_lines
WHEN NEW.statement_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'a payout line joins a statement only when it is issued');
END;
--> statement-breakpoint
CREATE TRIGGER payout_lines_no_delete BEFORE DELETE ON payout_lines
BEGIN
  SELECT RAISE(ABORT, 'payout lines are append-only');
END;
