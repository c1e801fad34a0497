-- Airport pickups follow their flight: the expected landing as last read from the flight provider (or
-- entered by the dispatcher), the provider's status word, and when it was read.
ALTER TABLE bookings ADD COLUMN flight_landing_at INTEGER;
ALTER TABLE bookings ADD COLUMN flight_status TEXT;
ALTER TABLE bookings ADD COLUMN flight_checked_at TEXT;
