-- Quotes for round trips, quotes moved to another date, and short-notice retries (issues 38 and 42;
-- docs/decisions/030-quotes-and-exceptions.md). A quote request keeps the return date the customer asked
-- for; the dispatcher's quote prices the return ride and records the price rules' version it was made
-- under (another date is re-priced with those rules). A short-notice booking kept as a quote request
-- keeps its Idempotency-Key and the request's hash, so a retry answers the same request.
ALTER TABLE quote_requests ADD COLUMN return_date TEXT;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN quote_return_cents INTEGER;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN quote_pricing_version INTEGER;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN idempotency_key TEXT;
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN request_hash TEXT;
--> statement-breakpoint
-- A retried short-notice booking finds the request it made; two retries at once store one.
CREATE UNIQUE INDEX quote_requests_idempotency_idx ON quote_requests (idempotency_key) WHERE idempotency_key IS NOT NULL;
