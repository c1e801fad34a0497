-- Reminders 24 hours and 2 hours before pickup are queued by the scheduled job once each: a message may
-- carry a key no other message has (the reminder, the recipient and the pickup it is about), so a second
-- run, or two runs at once, queue nothing more.
ALTER TABLE outbox ADD COLUMN dedupe_key TEXT;
CREATE UNIQUE INDEX outbox_dedupe_key_idx ON outbox (dedupe_key);
-- The job reads the confirmed bookings whose pickup is near: by status and pickup time.
CREATE INDEX bookings_status_pickup_idx ON bookings (status, pickup_at);
