import type { ParsedAdminEditBooking } from "@chauffeur/contract";
import type { Actor } from "../../audit/entry";
import type { BookingCtx } from "../../bookings/create";
import { editBooking } from "../../bookings/edit";
import { followFare } from "../../money/follow-fare";

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
