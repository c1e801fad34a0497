-- Quotes answered (issue 38, docs/decisions/030-quotes-and-exceptions.md): a quote request gets a status
-- (new, quoted, accepted, declined, expired), the dispatcher's price, vehicle, validity and note, the hash
-- of the customer's private link (/quote?token=...), and the booking it became.
ALTER TABLE quote_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new';
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN quote_cents INTEGER;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN quote_vehicle TEXT;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN quote_valid_until TEXT;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN quote_note TEXT;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN quoted_at TEXT;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN quoted_by TEXT;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN quote_token_hash TEXT;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN answered_at TEXT;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN booking_id TEXT;
--> statement-breakpoint
-- The link's token finds its request (only the hash is kept).
CREATE UNIQUE INDEX quote_requests_token_idx ON quote_requests (quote_token_hash) WHERE quote_token_hash IS NOT NULL;
--> statement-breakpoint
-- The jobs: requests still new after two hours, quotes whose validity ran out.
CREATE INDEX quote_requests_status_idx ON quote_requests (status, created_at);
--> statement-breakpoint
-- A batch's guard (workers/src/services/core/batch.ts `requireChanged`): inserting NULL here fails, and so
-- rolls back the whole D1 batch, when the guarded update just before it changed nothing. Never holds a row.
CREATE TABLE batch_guard (changed INTEGER NOT NULL);
