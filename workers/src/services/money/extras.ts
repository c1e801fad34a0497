import { type AddedExtra, type EXTRA_KINDS, formatCents } from "@chauffeur/contract";
import { paymentLines } from "@chauffeur/db";
import { and, eq } from "drizzle-orm";
import { type Actor as AuditActor, auditStatement } from "../audit/entry";
import { ConflictError } from "../core/errors";
import { afterCommit } from "./after-commit";
import { bookingFacts, bookingOutcome } from "./booking";
import type { MoneyCtx } from "./context";
import { extraLineStatement } from "./lines";
import { commit, loadPayment } from "./records";
import { settleBooking } from "./settle";

const WORDS: Record<(typeof EXTRA_KINDS)[number], string> = {
  toll: "Tolls",
  parking: "Parking",
  sign: "Meet-and-greet sign",
  other: "Extra",
};

const BUSY = "Another change to this payment is under way; please try again in a moment.";

/**
 * A cost of the ride added by staff (tolls, parking, a meet-and-greet sign, another): one ledger line of
 * kind `extra`, once per `key` (the request's Idempotency-Key, or a fresh one). While the ride's money is
 * open the settlement captures it with the fare; once settled, the payment is reopened and settled again,
 * which charges the saved card (or, without one or when the bank wants the customer, sends the payment
 * link): every step a claimed call (money/claims.ts), so nothing is paid twice.
 */
export async function addStaffExtra({
  ctx,
  input: { bookingId, kind, amountCents, note, key, actor },
}: {
  ctx: MoneyCtx;
  input: {
    bookingId: string;
    kind: (typeof EXTRA_KINDS)[number];
    amountCents: number;
    note: string;
    key: string;
    actor: AuditActor;
  };
}): Promise<AddedExtra> {
  const b = await bookingFacts(ctx.db, bookingId);
  if (b.status === "cancelled") {
    throw new ConflictError("A cancelled booking takes no extras; its cancellation fee is settled");
  }
  const sourceKey = `extra:${bookingId}:${key}`;
  const description = (note ? `${WORDS[kind]}: ${note}` : WORDS[kind]).slice(0, 120);
  const line = { code: kind === "sign" ? "meet_greet_sign" : kind, description, amountCents };
  const outcomeOf = (settled: string | null): AddedExtra => {
    const outcome =
      settled === null
        ? "with_fare"
        : settled === "settled"
          ? "charged"
          : settled === "action_required"
            ? "link"
            : "pending";
    const how = {
      with_fare: "it is charged with the fare",
      charged: "charged to the saved card",
      link: "the customer is sent the payment link for it",
      pending: "it will be charged shortly",
    }[outcome];
    return { message: `${description} (${formatCents(amountCents)}) added: ${how}`, line, outcome };
  };
  const written = () =>
    ctx.db
      .select({ id: paymentLines.id })
      .from(paymentLines)
      .where(and(eq(paymentLines.bookingId, bookingId), eq(paymentLines.sourceKey, sourceKey)))
      .get();
  // The same request again (a retry, a double click): the line as first added, not a second one.
  if (await written()) return outcomeOf(bookingOutcome(b) ? "pending" : null);
  const row = await loadPayment(ctx.db, bookingId);
  if (!row) throw new ConflictError("This booking has no payment record; no extra was added");
  if (row.pendingKey) throw new ConflictError(BUSY);
  const at = ctx.now.toISOString();
  const reopen = row.settledAt !== null;
  const moneyActor = { type: "admin" as const, id: actor.id };
  const applied = await commit(ctx, row, {
    set: reopen ? { settled_at: null } : {},
    note: `${description}: ${formatCents(amountCents)} added${reopen ? "; the payment is settled again" : ""}`,
    actor: moneyActor,
    also: [
      // After the history row of this very update (`changes() = 1` carries down the batch).
      extraLineStatement(
        { bookingId, ...line, sourceKey, actor: moneyActor, now: ctx.now },
        { sql: "changes() = 1", params: [] },
      ),
      auditStatement(
        {
          actor,
          action: "booking.extra_added",
          target: { type: "booking", id: bookingId, label: b.reference },
          bookingId,
          before: null,
          after: { kind, amountCents, note },
        },
        at,
        { ifChanged: true },
      ),
    ],
  });
  if (!applied || !(await written())) {
    if (await written()) return outcomeOf(bookingOutcome(b) ? "pending" : null);
    throw new ConflictError(BUSY);
  }
  // The ride is ahead or under way: the settlement takes the extra with the fare.
  if (!bookingOutcome(b)) return outcomeOf(null);
  const settled = await afterCommit("settle after an extra", bookingId, () => settleBooking(ctx, bookingId));
  return outcomeOf(settled ?? "pending");
}
