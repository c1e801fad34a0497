-- A short-notice booking kept as a quote request keeps its pickup time (issue 42; docs/decisions/030):
-- the dispatcher's quote on it agrees to that pickup inside the lead time, so the customer can accept it.
ALTER TABLE quote_requests ADD COLUMN pickup_time TEXT;
