import {
  checkPickupTime,
  minutesInWords,
  type ParsedCreateBooking,
  SHORT_NOTICE_RECEIVED,
  type ShortNoticeReceipt,
  serviceLabel,
  vehicleName,
} from "@chauffeur/contract";
import { quoteRequests } from "@chauffeur/db";
import type { Ctx } from "../core/context";

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

/**
 * The operator's short-notice choice (BookingPolicy.shortNotice): when it is "quote", a booking whose
 * pickup is inside the lead time is kept as a quote request for the dispatcher, and nothing is booked or
 * charged; null otherwise (the booking goes on, and the lead time refuses it when it is refused).
 */
export async function shortNoticeQuoteRequest({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: ParsedCreateBooking;
}): Promise<ShortNoticeReceipt | null> {
  const policy = ctx.config.BOOKING_POLICY;
  if (policy.shortNotice !== "quote") return null;
  if (checkPickupTime(input.date, input.time, ctx.now, policy) !== "too-soon") return null;
  const id = crypto.randomUUID();
  const who = input.customerInfo;
  await ctx.db.insert(quoteRequests).values({
    id,
    name: `${who.firstName} ${who.lastName}`,
    email: who.email,
    phone: who.phone,
    pickupLocation: input.pickupLocation,
    destination: input.destination || "As directed (hourly)",
    date: input.date,
    passengers: input.passengerCount,
    message: shortNoticeNote(input, policy.leadTimeMinutes),
    createdAt: ctx.now.toISOString(),
  });
  return { code: "short_notice", quoteRequestId: id, message: SHORT_NOTICE_RECEIVED };
}
