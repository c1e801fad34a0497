import type { ParsedTripQuoteRequest } from "@chauffeur/contract";
import { type Db, quoteRequests } from "@chauffeur/db";

/** Keeps a customer's quote request for the dispatcher, who lists them newest first and answers. */
export async function saveQuoteRequest({ db, input }: { db: Db; input: ParsedTripQuoteRequest }) {
  const id = crypto.randomUUID();
  await db.insert(quoteRequests).values({ id, ...input, createdAt: new Date().toISOString() });
  return { id };
}
