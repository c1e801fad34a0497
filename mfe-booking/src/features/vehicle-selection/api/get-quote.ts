import { type PriceBreakdown, type PriceInput, quotePrice } from "@chauffeur/contract";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { outsideServiceArea } from "../lib/service-area";

export interface QuoteQuery {
  pickupLocation: string;
  destination: string;
  /** Stops on the way, in order (one-way trips). */
  stops: string[];
  date: string;
  time: string;
  /** A round trip's return ride. */
  returnTrip?: { date: string; time: string } | undefined;
  price: PriceInput;
}

/** POST /api/quote: the server's price. When it fails the shared pricing function gives the same rules locally. */
export async function getQuote(query: QuoteQuery, signal?: AbortSignal): Promise<PriceBreakdown> {
  const { price } = query;
  try {
    const res = await api.post("/api/quote", {
      body: {
        serviceType: price.serviceType,
        pickupLocation: query.pickupLocation,
        destination: query.destination,
        stops: query.stops,
        vehicleType: price.vehicleType,
        date: query.date,
        tripTime: query.time,
        ...(query.returnTrip ? { returnTrip: query.returnTrip } : {}),
        childSeats: price.childSeats ?? 0,
        ...(price.serviceType === "hourly" ? { hours: price.hours } : {}),
      },
      signal,
    });
    return { stops: 0, returnTrip: 0, ...res.breakdown };
  } catch (e) {
    // A trip the server does not take online has no price here; any other failure gets the shared rules'.
    if (signal?.aborted || outsideServiceArea(e)) throw e;
    return quotePrice(price);
  }
}

/** A price for one vehicle and trip: the same question within a visit is answered from the cache. */
export const quoteQuery = (query: QuoteQuery) =>
  queryOptions({
    queryKey: ["quote", query],
    queryFn: ({ signal }) => getQuote(query, signal),
    staleTime: 60_000,
  });
