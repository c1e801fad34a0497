import { afterCommit } from "./after-commit";
import type { MoneyCtx } from "./context";
import { holdIfDue, placeFareHold } from "./holds";
import { linesOf, sumCents } from "./lines";
import { loadPayment } from "./records";

/**
 * After a change to the booking (by the dispatcher or the customer), the money follows: a hold that no
 * longer matches the lines is replaced (the new hold first, then the old one released), and a ride moved
 * into the hold window is held now. After the commit: an outage leaves it to the jobs.
 */
export async function followFare(ctx: MoneyCtx, id: string) {
  const payment = await loadPayment(ctx.db, id);
  if (!payment || payment.settledAt) return;
  if (payment.state === "held") {
    const due = sumCents(await linesOf(ctx.db, id));
    if (due !== payment.heldCents)
      await afterCommit("hold after a change", id, () => placeFareHold(ctx, id, "renew"));
    return;
  }
  if (payment.state === "verified" || payment.state === "expired") {
    await afterCommit("hold after a change", id, () => holdIfDue(ctx, id));
  }
}
