import type { PageQuery, ParsedTripQuoteRequest, QuoteRequestPage } from "@chauffeur/contract";
import { quoteRequests } from "@chauffeur/db";
import { count, desc } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { requirePickupDate } from "../core/pickup-date";
import { textSearch } from "../core/search";

/**
 * Keeps a customer's quote request for the dispatcher, who lists them newest first and answers; its date
 * within the booking horizon, as a booking's.
 */
export async function saveQuoteRequest({ ctx, input }: { ctx: Ctx; input: ParsedTripQuoteRequest }) {
  requirePickupDate(ctx, "date", input.date);
  const id = crypto.randomUUID();
  await ctx.db.insert(quoteRequests).values({ id, ...input, createdAt: ctx.now.toISOString() });
  return { id };
}

/** Customers' quote requests, newest first, searchable by who sent them, the places and the message. */
export async function listQuoteRequests({
  ctx: { db },
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
  const [items, totals] = await db.batch([
    db
      .select()
      .from(quoteRequests)
      .where(filter)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(quoteRequests).where(filter),
  ]);
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
