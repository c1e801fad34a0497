-- E-mails through a real provider (issue 46, docs/decisions/022-mail-provider.md). An e-mail keeps the HTML
-- and the files rendered when it was queued, so every attempt sends the same bytes; a provider that asks us
-- to slow down defers the next attempt; the provider's id finds the message when it reports a bounce or a
-- complaint, which is kept beside it for dispatch to see.
ALTER TABLE outbox ADD COLUMN html TEXT;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN attachments TEXT;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN next_attempt_at INTEGER;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN last_error TEXT;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN provider_id TEXT;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN delivery TEXT;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN delivery_note TEXT;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN delivery_at TEXT;
--> statement-breakpoint
CREATE INDEX `outbox_provider_id_idx` ON `outbox` (`provider_id`);
