-- An operator's day (issue 38, docs/decisions/027-an-operators-day.md): notes kept apart by who reads them.
-- `special_requests` stays the customer's own words (they see them); the chauffeur's notes go to the
-- chauffeur's ride sheet; dispatch notes are read in the console only.
ALTER TABLE bookings ADD COLUMN driver_notes TEXT;
--> statement-breakpoint
ALTER TABLE bookings ADD COLUMN dispatch_notes TEXT;
