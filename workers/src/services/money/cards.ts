import { bookingPayments, cardDetachments } from "@chauffeur/db";
import { and, eq, isNull } from "drizzle-orm";
import { ConflictError } from "../core/errors";
import type { MoneyCtx } from "./context";

/** A saved card at its processor. */
export interface SavedCard {
  provider: string;
  customerRef: string;
  paymentMethodRef: string;
}

/**
 * How many bookings on this card still have money to move (a hold to place, a fare or extras to charge).
 * The card is its customer's and its payment method's both: a sandbox's method names a kind of card.
 */
async function unpaidRidesOn(ctx: MoneyCtx, card: SavedCard): Promise<number> {
  const rows = await ctx.db
    .select({ id: bookingPayments.bookingId })
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.provider, card.provider),
        eq(bookingPayments.customerRef, card.customerRef),
        eq(bookingPayments.paymentMethodRef, card.paymentMethodRef),
        isNull(bookingPayments.settledAt),
      ),
    )
    .limit(1000);
  return rows.length;
}

/**
 * A customer removes their saved card. With no ride on it left to pay, it is detached at the processor now
 * (409 when the processor refuses: the card stays saved). Else the rides booked on it keep it: it is
 * detached by the card-detach job once the last of them has settled. Answers the rides that keep it.
 */
export async function retireCard(ctx: MoneyCtx, card: SavedCard): Promise<{ keptFor: number }> {
  const keptFor = await unpaidRidesOn(ctx, card);
  if (keptFor === 0) {
    const done = await ctx.payments.detach(card);
    if (!done.ok) throw new ConflictError(`The card could not be removed: ${done.message}`);
    return { keptFor };
  }
  await ctx.db
    .insert(cardDetachments)
    .values({ ...card, requestedAt: ctx.now.toISOString() })
    .onConflictDoNothing();
  return { keptFor };
}

/**
 * The card-detach job: each removed card whose rides are all paid is detached at the processor; a refusal
 * is kept and tried again on the next run. Cards of another processor than the configured one wait.
 */
export async function detachRetiredCards(ctx: MoneyCtx, limit: number) {
  const waiting = await ctx.db
    .select()
    .from(cardDetachments)
    .where(and(isNull(cardDetachments.detachedAt), eq(cardDetachments.provider, ctx.payments.name)))
    .limit(limit);
  const counts = { detached: 0, waiting: 0, failed: 0 };
  for (const card of waiting) {
    if ((await unpaidRidesOn(ctx, card)) > 0) {
      counts.waiting++;
      continue;
    }
    const key = and(
      eq(cardDetachments.provider, card.provider),
      eq(cardDetachments.customerRef, card.customerRef),
      eq(cardDetachments.paymentMethodRef, card.paymentMethodRef),
    );
    // Claimed before the call: of two runs at once, one detaches; a refusal gives the claim back.
    const claimed = await ctx.db
      .update(cardDetachments)
      .set({ detachedAt: ctx.now.toISOString() })
      .where(and(key, isNull(cardDetachments.detachedAt)))
      .returning({ at: cardDetachments.detachedAt });
    if (claimed.length === 0) continue;
    const done = await ctx.payments.detach(card);
    if (done.ok) {
      await ctx.db.update(cardDetachments).set({ lastError: null }).where(key);
      counts.detached++;
    } else {
      await ctx.db.update(cardDetachments).set({ detachedAt: null, lastError: done.message }).where(key);
      counts.failed++;
    }
  }
  return counts;
}
