-- Stops on the way and round trips (issue 14). A one-way ride keeps its stops in order, as a JSON array of
-- addresses, and what they cost (stop_price, dollars, with the other price parts). A round trip is two
-- rides under one reference and one card check: each is dispatched, held and charged as its own ride;
-- both carry the outbound's id in trip_id, and leg says which ride each is.
ALTER TABLE bookings ADD COLUMN stops TEXT;
ALTER TABLE bookings ADD COLUMN stop_price INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN trip_id TEXT;
ALTER TABLE bookings ADD COLUMN leg TEXT;
-- The other ride of a round trip, for the customer's page, the dispatcher and a cancellation.
CREATE INDEX bookings_trip_idx ON bookings (trip_id);
