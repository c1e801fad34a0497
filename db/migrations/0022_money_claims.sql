-- Money paid out once (issue 37): a money action claims the payment row before it calls the processor,
-- recording the call, its fresh idempotency key and when.
ALTER TABLE booking_payments ADD COLUMN pending_key TEXT;
--> statement-breakpoint
ALTER TABLE booking_payments ADD COLUMN pending_call TEXT;
--> statement-breakpoint
ALTER TABLE booking_payments ADD COLUMN pending_at INTEGER;
--> statement-breakpoint
CREATE INDEX booking_payments_pending_idx ON booking_payments (pending_at);
--> statement-breakpoint
-- The sandbox claims an idempotency key before it acts ('' is the answer of a call under way).
ALTER TABLE sandbox_requests ADD COLUMN claimed_at INTEGER;
--> statement-breakpoint
-- The first answer to a staff request sent with an Idempotency-Key.
CREATE TABLE idempotent_requests (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (scope, key)
);
