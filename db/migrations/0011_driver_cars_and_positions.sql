-- A driver drives one car, which the customer is told with the chauffeur's name (make, model, colour,
-- plate); null until the dispatcher enters it.
ALTER TABLE drivers ADD COLUMN car_make TEXT;
ALTER TABLE drivers ADD COLUMN car_model TEXT;
ALTER TABLE drivers ADD COLUMN car_colour TEXT;
ALTER TABLE drivers ADD COLUMN car_plate TEXT;
-- A chauffeur's last shared position (one row per driver, replaced at each share), for the ride they
-- were on the way to or waiting at; the customer's tracking page shows it while it is fresh.
CREATE TABLE driver_positions (
  driver_id TEXT PRIMARY KEY NOT NULL REFERENCES drivers(id) ON DELETE CASCADE,
  booking_id TEXT NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  accuracy REAL NOT NULL,
  recorded_at TEXT NOT NULL
);
