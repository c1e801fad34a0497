-- Hourly rides shorter than the 3-hour minimum were billed 3 hours but held their driver only for the
-- hours asked (issue 13): give them the billed end, so assigning a driver sees the whole ride.
UPDATE `bookings` SET `expected_end_at` = `pickup_at` + 3 * 3600000
WHERE `service_type` = 'hourly' AND `hours` IS NOT NULL AND `hours` < 3;
