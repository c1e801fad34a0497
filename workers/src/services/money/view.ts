import type { AdminPayment, CustomerPayment, PaymentEvent, PaymentState } from "@chauffeur/contract";
import { type Db, paymentLedger } from "@chauffeur/db";
import { asc, eq } from "drizzle-orm";
import { linesOf } from "./lines";
import { loadPayment, type PaymentRow } from "./records";

function fields(row: PaymentRow, lines: Awaited<ReturnType<typeof linesOf>>): CustomerPayment {
  return {
    state: row.state as PaymentState,
    currency: "usd",
    fareCents: row.fareCents,
    verifiedCents: row.verifiedCents,
    heldCents: row.heldCents,
    capturedCents: row.capturedCents,
    refundedCents: row.refundedCents,
    captureBefore: row.captureBefore ? new Date(row.captureBefore).toISOString() : null,
    lines,
    settled: row.settledAt !== null,
  };
}

/** The customer's view of a booking's money (no provider events); null before the ledger existed. */
export async function customerPayment(db: Db, bookingId: string): Promise<CustomerPayment | null> {
  const row = await loadPayment(db, bookingId);
  return row ? fields(row, await linesOf(db, bookingId)) : null;
}

/** The dispatcher's view: the same with every provider call and event, oldest first. */
export async function adminPayment(db: Db, bookingId: string): Promise<AdminPayment | null> {
  const row = await loadPayment(db, bookingId);
  if (!row) return null;
  const [lines, events] = await Promise.all([
    linesOf(db, bookingId),
    db
      .select({
        at: paymentLedger.at,
        kind: paymentLedger.kind,
        amountCents: paymentLedger.amountCents,
        outcome: paymentLedger.outcome,
        providerRef: paymentLedger.providerRef,
        detail: paymentLedger.detail,
      })
      .from(paymentLedger)
      .where(eq(paymentLedger.bookingId, bookingId))
      .orderBy(asc(paymentLedger.id)),
  ]);
  return { ...fields(row, lines), events: events as PaymentEvent[] };
}

/** A booking's money as the audit log compares it before and after a capture, release or refund. */
export async function moneyAuditFields(db: Db, bookingId: string): Promise<Record<string, unknown> | null> {
  const row = await loadPayment(db, bookingId);
  if (!row) return null;
  return {
    state: row.state,
    verifiedCents: row.verifiedCents,
    heldCents: row.heldCents,
    capturedCents: row.capturedCents,
    refundedCents: row.refundedCents,
    settled: row.settledAt !== null,
  };
}
