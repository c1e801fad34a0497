-- A company-billed ride's gratuity (issue 41's line, kind 'gratuity') is its own column on the invoice:
-- the company sees what went to the chauffeur apart from the fare and the extras (docs/decisions/026).
ALTER TABLE `invoice_lines` ADD `gratuity_cents` integer DEFAULT 0 NOT NULL;
