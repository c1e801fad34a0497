import { formatCents, type PaymentLine } from "@chauffeur/contract";
import { bookingAccounts, companies } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { receiptMessage } from "../messages/payment";
import type { BookingFacts } from "./booking";
import type { MoneyCtx } from "./context";
import { commit, type PaymentRow, SETTLED_NOTE } from "./records";

/**
 * The provider of a ride billed to a company on account (docs/decisions/026): no processor is called; its
 * money row holds the fare lines, the extras added for the ride (waiting time...) and, once the ride ends,
 * what it costs, which the company's next monthly invoice bills.
 */
export const ACCOUNT_PROVIDER = "account";

/**
 * A ride on account ended (completed, no-show, cancelled): what it costs (the same rules as a card's) is
 * billed rather than charged. The booker gets the receipt: the passenger, a guest perhaps, does not pay.
 */
export async function settleOnAccount(
  ctx: MoneyCtx,
  row: PaymentRow,
  b: BookingFacts,
  settled: {
    outcome: "completed" | "no_show" | "cancelled";
    lines: PaymentLine[];
    targetCents: number;
  },
): Promise<"settled"> {
  const billed = await ctx.db
    .select({ bookerEmail: bookingAccounts.bookerEmail, companyName: companies.name })
    .from(bookingAccounts)
    .leftJoin(companies, eq(companies.id, bookingAccounts.companyId))
    .where(eq(bookingAccounts.bookingId, b.id))
    .get();
  const companyName = billed?.companyName ?? "the company";
  const receipt = settled.outcome !== "cancelled" || settled.targetCents > 0;
  const message = receiptMessage(
    // The booker's copy greets no one by the passenger's name.
    billed && billed.bookerEmail !== b.email ? { ...b, email: billed.bookerEmail, firstName: "" } : b,
    settled.outcome,
    { ...settled, chargedCents: 0, refundedCents: 0, fareCents: row.fareCents },
    ctx.config,
    { kind: "account", companyName },
  );
  await commit(ctx, row, {
    set: { state: settled.targetCents > 0 ? "billed" : "voided", settled_at: ctx.now.toISOString() },
    note: `${SETTLED_NOTE} on account: ${formatCents(settled.targetCents)} billed to ${companyName}`,
    outbox: receipt ? message : null,
  });
  return "settled";
}
