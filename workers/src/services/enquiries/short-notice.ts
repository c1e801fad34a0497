import {
  checkPickupTime,
  minutesInWords,
  type ParsedCreateBooking,
  SHORT_NOTICE_RECEIVED,
  type ShortNoticeReceipt,
  serviceLabel,
  vehicleName,
} from "@chauffeur/contract";
import { bookings, quoteRequests } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { bookingRequestHash, KEY_REUSED } from "../bookings/create";
import type { Booker } from "../bookings/payment-method";
import type { Ctx } from "../core/context";
import { ConflictError } from "../core/errors";

/** What the dispatcher reads in the quote request: the time and the rest the short form has no field for. */
function shortNoticeNote(input: ParsedCreateBooking, leadMinutes: number): string {
  const parts = [
    `Short-notice booking request (inside the ${minutesInWords(leadMinutes)} lead time): pickup ${input.date} at ${input.time}`,
    `${vehicleName(input.vehicleType)}, ${serviceLabel(input.serviceType, input.hours)}`,
    input.luggageCount ? `${input.luggageCount} bags` : null,
    input.flightNumber ? `flight ${input.flightNumber}` : null,
    input.returnTrip ? `return ${input.returnTrip.date} at ${input.returnTrip.time}` : null,
    input.specialRequests ? `Requests: ${input.specialRequests}` : null,
  ];
  return parts.filter(Boolean).join("; ");
}

const receiptOf = (quoteRequestId: string): ShortNoticeReceipt => ({
  code: "short_notice",
  quoteRequestId,
  message: SHORT_NOTICE_RECEIVED,
});

/** The request an earlier try with this key stored: its receipt again, 409 when the key came with another body. */
async function storedUnder(ctx: Ctx, key: string, hash: string): Promise<ShortNoticeReceipt | null> {
  const row = await ctx.db
    .select({ id: quoteRequests.id, requestHash: quoteRequests.requestHash })
    .from(quoteRequests)
    .where(eq(quoteRequests.idempotencyKey, key))
    .get();
  if (!row) return null;
  if (row.requestHash !== hash) throw new ConflictError(KEY_REUSED);
  return receiptOf(row.id);
}

/**
 * The operator's short-notice choice (BookingPolicy.shortNotice): when it is "quote", a booking whose
 * pickup is inside the lead time is kept as a quote request for the dispatcher, and nothing is booked or
 * charged; null otherwise (the booking goes on, and the lead time refuses it when it is refused).
 * The booking's Idempotency-Key holds here too: a retry (or two at once) answers the request stored first,
 * the key with another body is 409, and a key that already made a booking is left to the booking's replay.
 */
export async function shortNoticeQuoteRequest({
  ctx,
  input: { booking: input, idempotencyKey, booker = null },
}: {
  ctx: Ctx;
  input: { booking: ParsedCreateBooking; idempotencyKey: string | null; booker?: Booker | null };
}): Promise<{ receipt: ShortNoticeReceipt; replayed: boolean } | null> {
  const hash = await bookingRequestHash(input, booker);
  if (idempotencyKey) {
    const earlier = await storedUnder(ctx, idempotencyKey, hash);
    if (earlier) return { receipt: earlier, replayed: true };
  }
  const policy = ctx.config.BOOKING_POLICY;
  if (policy.shortNotice !== "quote") return null;
  if (checkPickupTime(input.date, input.time, ctx.now, policy) !== "too-soon") return null;
  if (idempotencyKey) {
    const booked = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, idempotencyKey))
      .get();
    if (booked) return null;
  }
  const id = crypto.randomUUID();
  const who = input.customerInfo;
  // Two tries at once with one key: the unique key lets one row in; the other answers with it.
  await ctx.db
    .insert(quoteRequests)
    .values({
      id,
      name: `${who.firstName} ${who.lastName}`,
      email: who.email,
      phone: who.phone,
      pickupLocation: input.pickupLocation,
      destination: input.destination || "As directed (hourly)",
      date: input.date,
      returnDate: input.returnTrip?.date ?? null,
      pickupTime: input.time,
      passengers: input.passengerCount,
      message: shortNoticeNote(input, policy.leadTimeMinutes),
      createdAt: ctx.now.toISOString(),
      idempotencyKey,
      requestHash: idempotencyKey ? hash : null,
    })
    .onConflictDoNothing();
  if (idempotencyKey) {
    const stored = await storedUnder(ctx, idempotencyKey, hash);
    if (stored && stored.quoteRequestId !== id) return { receipt: stored, replayed: true };
  }
  return { receipt: receiptOf(id), replayed: false };
}
