import {
  CreateBooking,
  formatCents,
  formatServiceTime,
  type ParsedAcceptQuote,
  type ParsedQuoteTimes,
  QUOTE_ACCEPTED_MESSAGE,
  QUOTE_DECLINED_MESSAGE,
  type QuoteAccepted,
  type QuotedRidePrice,
  type QuotePrice,
  type QuoteView,
  serviceInstant,
} from "@chauffeur/contract";
import type { QuoteRequestRow } from "@chauffeur/db";
import { type BookingCtx, createBooking } from "../../bookings/create";
import { requireChanged } from "../../core/batch";
import type { Ctx } from "../../core/context";
import { BadRequestError } from "../../core/errors";
import { declineQuoteRequest } from "../../enquiries/quote-answer";
import { openQuoteOf, quoteStatusOf, refuseClosedQuote, requestOfLink } from "../../enquiries/quote-link";
import { priceQuoteAt } from "../../enquiries/quote-price";

/** GET /api/quote-links/{token}: the quote its link shows; 410 once it expired, was used or declined. */
export async function viewQuote({
  ctx,
  input: { token },
}: {
  ctx: Ctx;
  input: { token: string };
}): Promise<QuoteView> {
  const row = await openQuoteOf(ctx, token);
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    pickupLocation: row.pickupLocation,
    destination: row.destination,
    date: row.date,
    returnDate: row.quoteReturnCents !== null ? row.returnDate : null,
    pickupTime: row.pickupTime,
    passengers: row.passengers,
    status: quoteStatusOf(row, ctx.now),
    quote: {
      amountCents: row.quoteCents ?? 0,
      returnAmountCents: row.returnDate ? row.quoteReturnCents : null,
      vehicleType: row.quoteVehicle ?? "",
      validUntil: row.quoteValidUntil ?? "",
      note: row.quoteNote ?? "",
      quotedAt: row.quotedAt ?? "",
    },
  };
}

/**
 * GET /api/quote-links/{token}/price: the quote at the day and time the customer picks, before accepting
 * (the quoted day keeps its price; another is re-priced with the quote's rules); 410 once it is closed.
 */
export async function priceQuote({
  ctx,
  input: { token, times },
}: {
  ctx: Ctx;
  input: { token: string; times: ParsedQuoteTimes };
}): Promise<QuotePrice> {
  return (await priceQuoteAt(ctx, await openQuoteOf(ctx, token), times)).price;
}

/** The booking a quote becomes, as POST /api/bookings would take it: the request's trip and party, the customer's times and card. */
function bookingOf(row: QuoteRequestRow, accept: ParsedAcceptQuote, price: QuotePrice) {
  const [first = row.name, ...rest] = row.name.split(/\s+/).filter(Boolean);
  const back = price.return;
  const parsed = CreateBooking.safeParse({
    serviceType: "one-way",
    pickupLocation: row.pickupLocation,
    destination: row.destination,
    date: price.outbound.date,
    time: price.outbound.time,
    ...(back ? { returnTrip: { date: back.date, time: back.time } } : {}),
    vehicleType: row.quoteVehicle,
    // A one-word name is both (the booking keeps a first and a last name).
    customerInfo: { firstName: first, lastName: rest.join(" ") || first, email: row.email, phone: row.phone },
    flightNumber: accept.flightNumber ?? null,
    specialRequests: accept.specialRequests ?? null,
    passengerCount: row.passengers,
    luggageCount: accept.luggageCount,
    paymentInfo: accept.paymentInfo,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BadRequestError(`${issue?.path.join(".") || "body"}: ${issue?.message ?? "is not valid"}`);
  }
  return parsed.data;
}

/**
 * The customer accepts their quote: the booking is made by the one create service at the quoted price (a
 * round trip's two rides each at theirs; a day moved, at the price `priceQuote` showed),
 * the card checked as on the booking's payment step (3-D Secure answers 402 with the bank's step, and the
 * same request is sent again). The quote is closed in the booking's own batch, only while it is still
 * open: a second acceptance, an expired or a declined quote books nothing (410).
 */
export async function acceptQuote({
  ctx,
  input: { token, accept },
}: {
  ctx: BookingCtx;
  input: { token: string; accept: ParsedAcceptQuote };
}): Promise<QuoteAccepted> {
  const row = await openQuoteOf(ctx, token);
  const cents = row.quoteCents ?? 0;
  const { price, pricing, window } = await priceQuoteAt(ctx, row, accept);
  const booking = bookingOf(row, accept, price);
  const hash = row.quoteTokenHash ?? "";
  try {
    const { receipt } = await createBooking({
      ctx,
      input: {
        booking,
        // One booking per quote: the key names the quote, so a retry (after 3-D Secure) finds its booking.
        idempotencyKey: `quote-${row.id}-${hash.slice(0, 16)}`,
        quoted: {
          cents: price.outbound.amountCents,
          returnCents: price.return?.amountCents ?? null,
          pricing,
          window,
          note: acceptedNote(row, cents, price),
          accept: (bookingId) => [
            {
              sql: `update quote_requests set status = 'accepted', answered_at = ?, booking_id = ?
                where id = ? and status = 'quoted' and quote_token_hash = ? and quote_valid_until > ?`,
              params: [ctx.now.toISOString(), bookingId, row.id, hash, ctx.now.toISOString()],
            },
            requireChanged(),
          ],
        },
      },
    });
    return {
      bookingId: receipt.bookingId,
      reference: receipt.reference,
      sessionId: receipt.sessionId,
      trackingPath: receipt.trackingPath,
      estimatedPrice: receipt.estimatedPrice,
      message: QUOTE_ACCEPTED_MESSAGE,
    };
  } catch (error) {
    // Closed meanwhile (accepted in another tab, declined, expired): say so rather than the batch's error.
    refuseClosedQuote(await requestOfLink(ctx, token), ctx.now);
    throw error;
  }
}

/** "Christmas rate" added, "Late night" no longer: why a moved ride's price differs. */
function movedWords(ride: QuotedRidePrice): string {
  const when = formatServiceTime(serviceInstant(ride.date, ride.time)?.getTime() ?? 0);
  const why = [
    ...ride.added.map((name) => `${name} applies`),
    ...ride.removed.map((name) => `${name} does not apply`),
  ];
  return `${when}: ${formatCents(ride.amountCents)}${why.length ? ` (${why.join("; ")})` : ""}`;
}

/** What the booking's history says it was booked from: the quote, and a day moved with its new price. */
function acceptedNote(row: QuoteRequestRow, cents: number, price: QuotePrice): string {
  const total = cents + (row.returnDate ? (row.quoteReturnCents ?? 0) : 0);
  const sent = row.quotedAt ? ` sent ${formatServiceTime(row.quotedAt)}` : "";
  const moved = [price.outbound, price.return]
    .filter((r): r is QuotedRidePrice => r !== null && r.amountCents !== r.quotedCents)
    .map(movedWords);
  return `accepted the quote of ${formatCents(total)}${sent}${moved.length ? `; moved to ${moved.join(", and ")}` : ""}`;
}

/** The customer declines their quote through its link; it closes (the dispatcher sees it declined). */
export async function declineQuote({ ctx, input: { token } }: { ctx: Ctx; input: { token: string } }) {
  const row = await openQuoteOf(ctx, token);
  await declineQuoteRequest({
    ctx,
    input: { id: row.id, actor: { type: "customer", id: null, role: null, name: row.email } },
  });
  return { message: QUOTE_DECLINED_MESSAGE };
}
