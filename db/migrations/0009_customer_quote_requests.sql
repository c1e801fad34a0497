-- Quote requests are customers' requests to price a trip (POST /api/quote-requests), answered by the
-- dispatcher. The rows stored here before were the vehicle step's price checks (POST /api/quote): they are
-- kept, renamed to price_checks, and no longer written.
DROP INDEX IF EXISTS quote_requests_created_idx;
ALTER TABLE quote_requests RENAME TO price_checks;
CREATE TABLE quote_requests (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  pickup_location TEXT NOT NULL,
  destination TEXT NOT NULL,
  date TEXT NOT NULL,
  passengers INTEGER NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX quote_requests_created_idx ON quote_requests (created_at);
