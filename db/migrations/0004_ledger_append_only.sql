-- The payment ledger is append-only: a provider call, once recorded, is never changed or removed.
CREATE TRIGGER `payment_ledger_no_update` BEFORE UPDATE ON `payment_ledger`
BEGIN
  SELECT RAISE(ABORT, 'payment_ledger is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `payment_ledger_no_delete` BEFORE DELETE ON `payment_ledger`
BEGIN
  SELECT RAISE(ABORT, 'payment_ledger is append-only');
END;
