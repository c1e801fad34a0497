import { breakdownOf, type PriceLine, vehicleName } from "@chauffeur/contract";
import type { MapsProvider } from "../places";
import { measureThroughStops } from "../places/through-stops";
import type { TripInput, TripPrice } from "./trip-price";
import type { PricingVersion } from "./versions";

/** The maps' length of a ride, or null when they cannot measure it (the quote already names the price). */
async function measured(maps: MapsProvider, ride: { pickup: string; destination: string; stops: string[] }) {
  try {
    return (await measureThroughStops(maps, ride)).distance;
  } catch {
    // The ride's length falls back to the default duration.
    return null;
  }
}

/**
 * A trip priced by a quote the dispatcher sent (whole dollars): one fare line per ride (a round trip's
 * return ride its own, on the return leg) instead of the rules' lines, and no service-area check (trips
 * beyond it are what quotes are for). The maps measure each ride when they can, for its expected end; a
 * place they do not know leaves the distance unknown, not the booking refused.
 */
export async function quotedTripPrice(
  maps: MapsProvider,
  pricing: PricingVersion,
  trip: TripInput,
  quoted: { cents: number; returnCents?: number | null | undefined },
): Promise<TripPrice> {
  const vehicle = vehicleName(trip.vehicleType);
  const back = trip.returnTrip && quoted.returnCents != null ? quoted.returnCents : null;
  const [distance, returnDistance] = await Promise.all([
    measured(maps, { pickup: trip.pickupLocation, destination: trip.destination, stops: trip.stops ?? [] }),
    back === null
      ? null
      : measured(maps, { pickup: trip.destination, destination: trip.pickupLocation, stops: [] }),
  ]);
  const lines: PriceLine[] = [
    { code: "vehicle", label: `Quoted fare (${vehicle})`, amount: quoted.cents / 100, rule: "quote" },
    ...(back === null
      ? []
      : [
          {
            code: "vehicle" as const,
            label: `Quoted fare, return ride (${vehicle})`,
            amount: back / 100,
            rule: "quote",
            leg: "return" as const,
          },
        ]),
  ];
  return {
    distance,
    returnDistance,
    hours: null,
    breakdown: breakdownOf(lines),
    lines,
    pricingVersion: pricing.version,
  };
}
