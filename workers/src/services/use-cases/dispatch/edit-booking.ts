import type { AdminBooking, BookingChangePreview, ParsedAdminEditBooking } from "@chauffeur/contract";
import type { Actor } from "../../audit/entry";
import type { BookingCtx } from "../../bookings/create";
import { editBooking } from "../../bookings/edit";
import { followFare } from "../../money/follow-fare";

/**
 * PATCH /api/admin/bookings/{id}: the dispatcher changes a live booking; the money follows. A preview
 * answers the change's price (or its refusal) and writes nothing.
 */
export async function editBookingAsDispatcher({
  ctx,
  input: { change, ...input },
}: {
  ctx: BookingCtx;
  input: { id: string; change: ParsedAdminEditBooking; actor: Actor };
}): Promise<AdminBooking | BookingChangePreview> {
  const { preview = false, ...fields } = change;
  const result = await editBooking({
    ctx,
    input: { ...input, change: fields, options: { by: "dispatcher", preview } },
  });
  if (preview) return result.preview;
  if (result.priceChanged || result.timeChanged) await followFare(ctx, input.id);
  return result.booking;
}
