-- A company ride's gratuity changed after the invoice that billed it (issue 41, docs/decisions/026): the
-- difference is a line of the company's next invoice, claimed here once per correction so that two runs at
-- once bill it once (db/src/schema/invoices.ts). Voiding the invoice that carried it frees it again.
CREATE TABLE invoice_adjustments (
  booking_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  invoice_id TEXT NOT NULL,
  PRIMARY KEY (booking_id, seq)
);
--> statement-breakpoint
CREATE INDEX invoice_adjustments_invoice_idx ON invoice_adjustments (invoice_id);
