import type { ParsedQuoteRequest, QuoteResponse } from "@chauffeur/contract";
import { type Db, quoteRequests } from "@chauffeur/db";
import type { MapsProvider } from "./maps";
import { priceTrip } from "./trip-price";

/** Prices a trip and keeps the request, so the dispatcher can see demand. */
export async function quoteTrip({
  db,
  maps,
  input,
}: {
  db: Db;
  maps: MapsProvider;
  input: ParsedQuoteRequest;
}): Promise<QuoteResponse> {
  const hours = input.serviceType === "hourly" ? (input.hours ?? 3) : undefined;
  const { distance, breakdown } = await priceTrip(maps, { ...input, hours });
  await db.insert(quoteRequests).values({
    id: crypto.randomUUID(),
    serviceType: input.serviceType,
    pickupLocation: input.pickupLocation,
    destination: input.destination,
    vehicleType: input.vehicleType,
    date: input.date ?? null,
    tripTime: input.tripTime ?? null,
    hours: hours ?? null,
    distanceMiles: distance,
    basePrice: breakdown.vehicle,
    createdAt: new Date().toISOString(),
  });
  return {
    basePrice: breakdown.vehicle,
    distance,
    hours: hours ?? null,
    vehicleType: input.vehicleType,
    serviceType: input.serviceType,
    breakdown,
  };
}
