import { formatCents } from "@chauffeur/contract";
import { paymentLedger } from "@chauffeur/db";
import { asc, eq } from "drizzle-orm";
import { raiseAlert, resolveAlerts } from "../alerts/raise";
import { reconciliationMessage } from "../messages/accounts";
import { bookingFacts } from "./booking";
import type { MoneyCtx } from "./context";

/** A booking's money in one place: held now, captured, and refunded of it, in cents. */
export interface MoneyTotals {
  held: number;
  captured: number;
  refunded: number;
}

const ZERO: MoneyTotals = { held: 0, captured: 0, refunded: 0 };
const add = (a: MoneyTotals, b: MoneyTotals): MoneyTotals => ({
  held: a.held + b.held,
  captured: a.captured + b.captured,
  refunded: a.refunded + b.refunded,
});

/** Each authorization the ledger names, as the ledger says it should stand at the processor. */
async function ledgerByAuthorization(ctx: MoneyCtx, bookingId: string) {
  const rows = await ctx.db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.bookingId, bookingId))
    .orderBy(asc(paymentLedger.id));
  const refs = new Map<string, { authorized: number; captured: number; refunded: number; closed: boolean }>();
  for (const r of rows) {
    if (!r.providerRef) continue;
    const ref = refs.get(r.providerRef) ?? { authorized: 0, captured: 0, refunded: 0, closed: false };
    refs.set(r.providerRef, ref);
    if (r.outcome === "lapsed") ref.closed = true;
    if (r.outcome !== "succeeded") continue;
    if (r.kind === "verify" || r.kind === "hold" || r.kind === "charge") ref.authorized = r.amountCents;
    else if (r.kind === "capture") ref.captured += r.amountCents;
    else if (r.kind === "refund") ref.refunded += r.amountCents;
    else if (r.kind === "release") ref.closed = true;
  }
  return refs;
}

/**
 * What the processor says of a booking's authorizations (held now, captured, refunded) beside what the
 * ledger says of them. A hold the card network let lapse counts as held on neither side.
 */
export async function compareWithProcessor(
  ctx: MoneyCtx,
  bookingId: string,
): Promise<{ processor: MoneyTotals; ledger: MoneyTotals }> {
  let processor = ZERO;
  let ledger = ZERO;
  for (const [ref, l] of await ledgerByAuthorization(ctx, bookingId)) {
    const p = await ctx.payments.retrieve(ref);
    const lapsed = p.captureBefore !== null && p.captureBefore <= ctx.now.getTime();
    processor = add(processor, {
      held: p.status === "requires_capture" && !lapsed ? p.amountCapturable : 0,
      captured: p.amountReceived,
      refunded: p.amountRefunded,
    });
    ledger = add(ledger, {
      held: l.authorized > 0 && l.captured === 0 && !l.closed && !lapsed ? l.authorized : 0,
      captured: l.captured,
      refunded: l.refunded,
    });
  }
  return { processor, ledger };
}

const words = (t: MoneyTotals) =>
  `held ${formatCents(t.held)}, captured ${formatCents(t.captured)}, refunded ${formatCents(t.refunded)}`;
const figures = (t: MoneyTotals) => `${t.held}/${t.captured}/${t.refunded}`;

/**
 * Compares one booking's money at the processor with the ledger. A difference is raised as a
 * reconciliation alert (once while it stands: the key names the figures) and the dispatch address is
 * told; a booking that agrees again has its reconciliation alerts resolved. Answers whether it differs.
 */
export async function reconcileBooking(ctx: MoneyCtx, bookingId: string): Promise<boolean> {
  const { processor, ledger } = await compareWithProcessor(ctx, bookingId);
  const differs = figures(processor) !== figures(ledger);
  const dedupeKey = `reconciliation:${bookingId}:${figures(processor)}:${figures(ledger)}`;
  await resolveAlerts({
    ctx,
    input: { kind: "reconciliation", bookingId, stillOpen: differs ? [dedupeKey] : [] },
  });
  if (!differs) return false;
  const b = await bookingFacts(ctx.db, bookingId);
  const detail = `The card processor shows ${words(processor)}; the ledger shows ${words(ledger)}.`;
  await raiseAlert({
    ctx,
    input: {
      kind: "reconciliation",
      bookingId,
      detail,
      dedupeKey,
      notify: reconciliationMessage({ reference: b.reference, bookingId, detail }, ctx.config),
    },
  });
  return true;
}
