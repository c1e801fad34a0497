-- A chauffeur's status taps, by the idempotency key the app gave each (issue 15). A tap made offline is
-- sent again on reconnect, and one whose answer was lost is sent twice: the key makes either apply once,
-- and the second send answers like the first.
CREATE TABLE ride_taps (
  idempotency_key TEXT PRIMARY KEY NOT NULL,
  driver_id TEXT NOT NULL,
  booking_id TEXT NOT NULL,
  stage TEXT NOT NULL,
  tapped_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
