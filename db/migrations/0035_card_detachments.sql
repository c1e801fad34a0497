-- A saved card removed while rides booked on it are still to be paid is detached at the processor only
-- after the last of them settles (workers/src/services/money/cards.ts, the card-detach job). Before this,
-- removing the card detached it at once and the rides booked on it could no longer be held or charged.
CREATE TABLE card_detachments (
  provider TEXT NOT NULL,
  customer_ref TEXT NOT NULL,
  payment_method_ref TEXT NOT NULL,
  requested_at TEXT NOT NULL,
  detached_at TEXT,
  last_error TEXT,
  PRIMARY KEY (provider, customer_ref, payment_method_ref)
);
--> statement-breakpoint
CREATE INDEX card_detachments_waiting_idx ON card_detachments (detached_at);
