import {
  BOOKING_LOOKUP_FAILED,
  type BookingChangePreview,
  type CustomerChangeResult,
  type ParsedCustomerEditBooking,
} from "@chauffeur/contract";
import { bookings } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import type { Actor } from "../../audit/entry";
import type { BookingCtx } from "../../bookings/create";
import { selectBooking, toCustomerBooking } from "../../bookings/customer-view";
import { editBooking } from "../../bookings/edit";
import { NotFoundError } from "../../core/errors";
import { changeSavedText } from "../../messages/booking";
import { followFare } from "../../money/follow-fare";

/**
 * PATCH /api/bookings/{reference}: the customer changes their booking in Manage Booking (the look-up's
 * token names it; the route checked it is the path's). The dispatcher's change service with the
 * customer's rules (the cutoff, a clash sent back to dispatch, the fee of a lower fare inside a fee
 * tier); a preview answers the price and writes nothing. The money follows as after any change.
 */
export async function changeBookingAsCustomer({
  ctx,
  input: { bookingId, change, actor },
}: {
  ctx: BookingCtx;
  input: { bookingId: string; change: ParsedCustomerEditBooking; actor: Actor };
}): Promise<BookingChangePreview | CustomerChangeResult> {
  const { preview, ...fields } = change;
  const result = await editBooking({
    ctx,
    input: {
      id: bookingId,
      change: { ...fields, overrideReason: null },
      actor,
      options: { by: "customer", preview },
    },
  });
  if (preview) return result.preview;
  if (result.priceChanged || result.timeChanged) await followFare(ctx, bookingId);
  const row = await selectBooking(ctx.db, eq(bookings.id, bookingId));
  if (!row) throw new NotFoundError(BOOKING_LOOKUP_FAILED);
  return {
    booking: await toCustomerBooking(ctx.db, row, {
      now: ctx.now,
      graceMinutes: ctx.config.BOOKING_POLICY.cancellationGraceMinutes,
    }),
    message: changeSavedText(
      row.reference,
      { afterCents: result.fareCents, feeCents: result.preview.feeCents },
      result.preview.reassignment,
    ),
  };
}
