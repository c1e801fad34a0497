import type {
  AdminPayment,
  CustomerPayment,
  ExtraState,
  PaymentEvent,
  PaymentExtra,
  PaymentState,
} from "@chauffeur/contract";
import { bookingEvents, type Db, paymentLedger, paymentLines } from "@chauffeur/db";
import { and, asc, eq, like } from "drizzle-orm";
import { linesOf } from "./lines";
import { ACCOUNT_PROVIDER } from "./on-account";
import { loadPayment, type PaymentRow, SETTLED_NOTE } from "./records";

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

/**
 * Each extra with where its money stands, from the times the ride's money was settled (the history's
 * settlement rows): one added before a settlement went with the fare; one added after the ride was settled
 * was charged on its own, by the jobs on the saved card or by the customer through the payment link.
 */
async function extrasOf(db: Db, row: PaymentRow): Promise<PaymentExtra[]> {
  const { bookingId } = row;
  const [lines, settlements, paidByCustomer] = await Promise.all([
    db
      .select({
        code: paymentLines.code,
        description: paymentLines.description,
        amountCents: paymentLines.amountCents,
        addedAt: paymentLines.createdAt,
        addedBy: paymentLines.actorType,
      })
      .from(paymentLines)
      .where(and(eq(paymentLines.bookingId, bookingId), eq(paymentLines.kind, "extra")))
      .orderBy(asc(paymentLines.id)),
    db
      .select({ at: bookingEvents.createdAt })
      .from(bookingEvents)
      .where(
        and(
          eq(bookingEvents.bookingId, bookingId),
          eq(bookingEvents.field, "payment"),
          like(bookingEvents.note, `${SETTLED_NOTE}%`),
        ),
      )
      .orderBy(asc(bookingEvents.id)),
    db
      .select({ at: paymentLedger.at })
      .from(paymentLedger)
      .where(
        and(
          eq(paymentLedger.bookingId, bookingId),
          eq(paymentLedger.actorType, "customer"),
          eq(paymentLedger.outcome, "succeeded"),
        ),
      ),
  ]);
  // ISO times from one clock compare as text; a settlement in the same instant as the line came after it.
  const times = settlements.map((s) => s.at);
  const stateOf = (addedAt: string): ExtraState => {
    const after = times.some((t) => t < addedAt);
    const covered = times.find((t) => t >= addedAt);
    if (row.provider === ACCOUNT_PROVIDER) return covered ? "billed" : "with_fare";
    if (covered) {
      if (!after) return "captured";
      return paidByCustomer.some((p) => p.at >= addedAt && p.at <= covered) ? "paid_by_link" : "charged";
    }
    if (row.state === "action_required" && row.actionKind === "charge") return "owed";
    return after ? "charging" : "with_fare";
  };
  return lines.map((l) => ({ ...l, state: stateOf(l.addedAt) }));
}

/** The dispatcher's view: the same with every provider call and event, oldest first, and the extras. */
export async function adminPayment(db: Db, bookingId: string): Promise<AdminPayment | null> {
  const row = await loadPayment(db, bookingId);
  if (!row) return null;
  const [lines, events, extras] = await Promise.all([
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
    extrasOf(db, row),
  ]);
  return { ...fields(row, lines), events: events as PaymentEvent[], extras };
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
