import {
  type ParsedQuoteRequest,
  type PriceBreakdown,
  type PriceInput,
  type PriceLine,
  quotePrice,
  type SeatTerms,
} from "@chauffeur/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { notBookableOnline } from "../lib/service-area";

/** A price for the page: its sums and, from the server, its lines and what they need to follow the seats. */
export type QuotedPrice = PriceBreakdown & { lines?: PriceLine[]; terms?: SeatTerms };

/**
 * POST /api/quote: the server's price for the contract's request, under the operator's rules in force.
 * When it fails, the shared pricing function gives version 1's rules locally from `fallback` (the page's
 * miles); the booking is priced by the server either way.
 */
export async function getQuote(
  request: ParsedQuoteRequest,
  fallback: PriceInput,
  signal?: AbortSignal,
): Promise<QuotedPrice> {
  try {
    const res = await api.post("/api/quote", { body: request, signal });
    return {
      stops: 0,
      returnTrip: 0,
      gratuity: 0,
      ...res.breakdown,
      lines: res.lines,
      terms: { childSeatPrice: res.childSeatPrice, taxPercent: res.taxPercent },
    };
  } catch (e) {
    // A trip the server does not take online (outside the area, a place it does not know) has no price here;
    // any other failure gets the shared rules'.
    if (signal?.aborted || notBookableOnline(e)) throw e;
    return quotePrice(fallback);
  }
}

/** A price for one vehicle and trip: the same question within a visit is answered from the cache. */
export const quoteQuery = (request: ParsedQuoteRequest, fallback: PriceInput) =>
  queryOptions({
    queryKey: ["quote", request, fallback],
    queryFn: ({ signal }) => getQuote(request, fallback, signal),
    staleTime: 60_000,
  });
