import type { QuoteAnswer, QuoteDecline } from "@chauffeur/contract";
import { formatCents } from "@chauffeur/contract";
import { api } from "../../../lib/api-client";

/** POST /api/admin/quote-requests/{id}/quote: the price, vehicle, validity and note; the customer is e-mailed the link. */
export const sendQuote = async (id: string, body: QuoteAnswer) => {
  const request = await api.post("/api/admin/quote-requests/{id}/quote", { path: { id }, body });
  return { message: `Quote of ${formatCents(request.quote?.amountCents ?? 0)} sent to ${request.email}` };
};

/** POST /api/admin/quote-requests/{id}/decline: dispatch will not take the trip. */
export const declineQuoteRequest = async (id: string, body: QuoteDecline) => {
  await api.post("/api/admin/quote-requests/{id}/decline", { path: { id }, body });
  return { message: "Quote request declined" };
};
