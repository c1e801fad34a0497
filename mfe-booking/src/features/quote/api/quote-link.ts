import type { AcceptQuote, QuoteTimes } from "@chauffeur/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/quote-links/{token}: the quote its private link shows (410 once expired, used or declined). */
export const getQuote = (token: string) => api.get("/api/quote-links/{token}", { path: { token } });

/**
 * GET /api/quote-links/{token}/price: the quote at the day and time picked (the quoted day keeps its
 * price; another is re-priced with the quote's rules), shown before the customer accepts.
 */
export const getQuotePrice = (token: string, times: QuoteTimes, signal?: AbortSignal) =>
  api.get("/api/quote-links/{token}/price", { path: { token }, query: { ...times }, signal });

/** The price at the times picked; none asked until a time is chosen (and a round trip's return time). */
export const useQuotePrice = (token: string, times: QuoteTimes | null) =>
  useQuery(
    queryOptions({
      queryKey: ["quote-price", token, times],
      queryFn: ({ signal }) => getQuotePrice(token, times as QuoteTimes, signal),
      enabled: times !== null,
      retry: false,
      staleTime: 60_000,
      // The price of the times before stays in view while the new one loads.
      placeholderData: keepPreviousData,
    }),
  );

/** POST /api/quote-links/{token}/accept: the times picked and the card's token; the booking at the price shown. */
export const acceptQuote = (token: string, body: AcceptQuote) =>
  api.post("/api/quote-links/{token}/accept", { path: { token }, body });

/** POST /api/quote-links/{token}/decline. */
export const declineQuote = (token: string) =>
  api.post("/api/quote-links/{token}/decline", { path: { token } });
