import { breakdownOf, type PriceLine, vehicleName } from "@chauffeur/contract";
import type { MapsProvider } from "../places";
import { measureThroughStops } from "../places/through-stops";
import type { TripInput, TripPrice } from "./trip-price";
import type { PricingVersion } from "./versions";

/**
 * A trip priced by a quote the dispatcher sent (whole dollars): one fare line instead of the rules' lines,
 * and no service-area check (trips beyond it are what quotes are for). The maps measure it when they can,
 * for the ride's expected end; a place they do not know leaves the distance unknown, not the booking refused.
 */
export async function quotedTripPrice(
  maps: MapsProvider,
  pricing: PricingVersion,
  trip: TripInput,
  cents: number,
): Promise<TripPrice> {
  let distance: number | null = null;
  try {
    distance = (
      await measureThroughStops(maps, {
        pickup: trip.pickupLocation,
        destination: trip.destination,
        stops: trip.stops ?? [],
      })
    ).distance;
  } catch {
    // The quote already names the price; the ride's length falls back to the default duration.
  }
  const lines: PriceLine[] = [
    {
      code: "vehicle",
      label: `Quoted fare (${vehicleName(trip.vehicleType)})`,
      amount: cents / 100,
      rule: "quote",
    },
  ];
  return {
    distance,
    returnDistance: null,
    hours: null,
    breakdown: breakdownOf(lines),
    lines,
    pricingVersion: pricing.version,
  };
}
