import type {
  PageQuery,
  ParsedTripQuoteRequest,
  QuoteRequestItem,
  QuoteRequestPage,
} from "@chauffeur/contract";
import { bookings, type QuoteRequestRow, quoteRequests } from "@chauffeur/db";
import { count, desc, eq } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { requirePickupDate } from "../core/pickup-date";
import { textSearch } from "../core/search";
import { quoteStatusOf } from "./quote-link";

/**
 * Keeps a customer's quote request for the dispatcher, who lists them newest first and answers; its date
 * (and a round trip's return date) within the booking horizon, as a booking's.
 */
export async function saveQuoteRequest({ ctx, input }: { ctx: Ctx; input: ParsedTripQuoteRequest }) {
  requirePickupDate(ctx, "date", input.date);
  if (input.returnDate) requirePickupDate(ctx, "returnDate", input.returnDate);
  const id = crypto.randomUUID();
  const { returnDate, ...trip } = input;
  await ctx.db
    .insert(quoteRequests)
    .values({ id, ...trip, returnDate: returnDate ?? null, createdAt: ctx.now.toISOString() });
  return { id };
}

/** Customers' quote requests, newest first, searchable by who sent them, the places and the message. */
export async function listQuoteRequests({
  ctx: { db, now },
  input: query,
}: {
  ctx: Ctx;
  input: PageQuery;
}): Promise<QuoteRequestPage> {
  const filter = textSearch(query.search, [
    quoteRequests.name,
    quoteRequests.email,
    quoteRequests.phone,
    quoteRequests.pickupLocation,
    quoteRequests.destination,
    quoteRequests.message,
  ]);
  const [rows, totals] = await db.batch([
    db
      .select({ request: quoteRequests, bookingReference: bookings.reference })
      .from(quoteRequests)
      .leftJoin(bookings, eq(bookings.id, quoteRequests.bookingId))
      .where(filter)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(quoteRequests).where(filter),
  ]);
  const items = rows.map((r) => quoteRequestItem(r.request, r.bookingReference, now));
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A request as the console lists it: its status as of now, the quote sent, the booking it became. */
export function quoteRequestItem(
  row: QuoteRequestRow,
  bookingReference: string | null,
  now: Date,
): QuoteRequestItem {
  const sent =
    row.quotedAt && row.quoteCents !== null && row.quoteVehicle && row.quoteValidUntil
      ? {
          amountCents: row.quoteCents,
          returnAmountCents: row.quoteReturnCents,
          vehicleType: row.quoteVehicle,
          validUntil: row.quoteValidUntil,
          note: row.quoteNote ?? "",
          quotedAt: row.quotedAt,
        }
      : null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    pickupLocation: row.pickupLocation,
    destination: row.destination,
    date: row.date,
    returnDate: row.returnDate,
    passengers: row.passengers,
    message: row.message,
    createdAt: row.createdAt,
    status: quoteStatusOf(row, now),
    quote: sent,
    bookingId: row.bookingId,
    bookingReference,
  };
}
