import {
  formatCents,
  type GratuityChange,
  type GratuityChoice,
  gratuityCents,
  gratuityDescription,
} from "@chauffeur/contract";
import { bookings, paymentLines } from "@chauffeur/db";
import { and, eq } from "drizzle-orm";
import { runGuarded, type Statement } from "../core/batch";
import { ConflictError, NotFoundError } from "../core/errors";
import { afterCommit } from "./after-commit";
import type { MoneyCtx } from "./context";
import { ACCOUNT_PROVIDER } from "./on-account";
import { type Actor, commit, loadPayment } from "./records";
import { settleBooking } from "./settle";

const CHANGED = "The payment changed at the same moment; please try again.";

/** The booking's fare and gratuity as they stand. */
async function gratuityFacts(ctx: MoneyCtx, bookingId: string) {
  const row = await ctx.db
    .select({
      id: bookings.id,
      fareDollars: bookings.estimatedPrice,
      gratuityCents: bookings.gratuityCents,
      gratuityPercent: bookings.gratuityPercent,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .get();
  if (!row) throw new NotFoundError("Booking not found");
  return row;
}

/**
 * The line of a change and the booking's new gratuity, written only with the change: the line is keyed
 * by `key` (one per payment version, so a change applied twice at once is one line), and the booking's
 * columns follow only if that line was written.
 */
function changeStatements(
  bookingId: string,
  change: { key: string; differenceCents: number; targetCents: number; percent: number | null },
  actor: Actor,
  { at, afterChange }: { at: string; afterChange: boolean },
): Statement[] {
  const words = change.percent === null ? formatCents(change.targetCents) : `${change.percent}%`;
  return [
    {
      // After the payment's guarded update (`afterChange`), only if that applied.
      sql: `insert or ignore into payment_lines (booking_id, kind, code, description, amount_cents, source_key, actor_type, actor_id, created_at)
        select ?, 'gratuity', 'gratuity_change', ?, ?, ?, ?, ?, ?${afterChange ? " where changes() = 1" : ""}`,
      params: [
        bookingId,
        `${gratuityDescription(null)} changed to ${words}`,
        change.differenceCents,
        change.key,
        actor.type,
        actor.id,
        at,
      ],
    },
    {
      sql: `update bookings set gratuity_cents = ?, gratuity_percent = ?, updated_at = ?
        where id = ? and exists (select 1 from payment_lines where source_key = ?)`,
      params: [change.targetCents, change.percent, at, bookingId, change.key],
    },
  ];
}

/**
 * Sets a ride's gratuity to `choice` and moves exactly the difference: a further gratuity line (never an
 * edit of the booked one). While the ride's payment is open the settlement takes it with the fare; once
 * settled, the payment is reopened and settled again, which charges the saved card for a raise (or sends
 * the payment link when the bank wants the customer) and refunds or releases a cut. Answers what moved,
 * or null when the gratuity was already that.
 */
export async function changeGratuity({
  ctx,
  input: { bookingId, choice, actor },
}: {
  ctx: MoneyCtx;
  input: { bookingId: string; choice: GratuityChoice; actor: Actor };
}): Promise<GratuityChange | null> {
  const b = await gratuityFacts(ctx, bookingId);
  const targetCents = gratuityCents(b.fareDollars * 100, choice);
  const percent = "percent" in choice ? choice.percent : null;
  const differenceCents = targetCents - b.gratuityCents;
  if (differenceCents === 0) return null;
  const at = ctx.now.toISOString();
  const row = await loadPayment(ctx.db, bookingId);
  if (!row) {
    // A ride billed on account (no card): the line is what the company's invoice reads (issue 40).
    const key = `gratuity:${bookingId}:${b.gratuityCents}->${targetCents}`;
    await runGuarded(
      ctx.db,
      changeStatements(bookingId, { key, differenceCents, targetCents, percent }, actor, {
        at,
        afterChange: false,
      }),
    );
    return { differenceCents, outcome: "account" };
  }
  const key = `gratuity:${bookingId}:v${row.version}`;
  const reopen = row.settledAt !== null;
  const applied = await commit(ctx, row, {
    set: reopen ? { settled_at: null } : {},
    note: `Gratuity changed from ${formatCents(b.gratuityCents)} to ${formatCents(targetCents)}${reopen ? "; the payment is settled again" : ""}`,
    actor,
    also: changeStatements(bookingId, { key, differenceCents, targetCents, percent }, actor, {
      at,
      afterChange: true,
    }),
  });
  if (!applied) throw new ConflictError(CHANGED);
  const written = await ctx.db
    .select({ id: paymentLines.id })
    .from(paymentLines)
    .where(and(eq(paymentLines.bookingId, bookingId), eq(paymentLines.sourceKey, key)))
    .get();
  if (!written) throw new ConflictError(CHANGED);
  // The change is written: a processor that fails now leaves the payment open for the settlement job.
  const settled = await afterCommit("settle after a gratuity change", bookingId, () =>
    settleBooking(ctx, bookingId),
  );
  // On account no card moves: the company's next invoice bills the ride with its new gratuity.
  if (row.provider === ACCOUNT_PROVIDER && settled === "settled")
    return { differenceCents, outcome: "account" };
  if (settled === "settled")
    return { differenceCents, outcome: differenceCents > 0 ? "charged" : "returned" };
  if (settled === "action_required") return { differenceCents, outcome: "link" };
  return { differenceCents, outcome: "pending" };
}
