import type { ParsedAdminEditBooking } from "@chauffeur/contract";
import type { Actor } from "../../audit/entry";
import type { BookingCtx } from "../../bookings/create";
import { editBooking } from "../../bookings/edit";
import { afterCommit } from "../../money/after-commit";
import { holdIfDue, placeFareHold } from "../../money/holds";
import { linesOf, sumCents } from "../../money/lines";
import { loadPayment } from "../../money/records";

/**
 * After a change to the booking, the money follows: a hold that no longer matches the fare is replaced
 * (the new hold first, then the old one released), and a ride moved into the hold window is held now.
 */
export async function followFare(ctx: BookingCtx, id: string) {
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

/** PATCH /api/admin/bookings/{id}: the dispatcher changes a live booking; the money follows. */
export async function editBookingAsDispatcher({
  ctx,
  input,
}: {
  ctx: BookingCtx;
  input: { id: string; change: ParsedAdminEditBooking; actor: Actor };
}) {
  const result = await editBooking({ ctx, input });
  if (result.priceChanged || result.timeChanged) await followFare(ctx, input.id);
  return result.booking;
}
