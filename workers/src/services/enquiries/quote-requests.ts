import type { PageQuery, ParsedTripQuoteRequest, QuoteRequestPage } from "@chauffeur/contract";
import { type Db, quoteRequests } from "@chauffeur/db";
import { count, desc } from "drizzle-orm";
import { textSearch } from "../core/search";

/** Keeps a customer's quote request for the dispatcher, who lists them newest first and answers. */
export async function saveQuoteRequest({ db, input }: { db: Db; input: ParsedTripQuoteRequest }) {
  const id = crypto.randomUUID();
  await db.insert(quoteRequests).values({ id, ...input, createdAt: new Date().toISOString() });
  return { id };
}

/** Customers' quote requests, newest first, searchable by who sent them, the places and the message. */
export async function listQuoteRequests({
  db,
  query,
}: {
  db: Db;
  query: PageQuery;
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
