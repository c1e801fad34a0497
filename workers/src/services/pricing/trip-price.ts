import {
  breakdownOf,
  type GratuityChoice,
  type PriceBreakdown,
  type PriceEnd,
  type PriceLine,
  pricedTrip,
  type ResolvedPlace,
  type ServiceArea,
  serviceInstant,
  type VehicleType,
} from "@chauffeur/contract";
import type { MapsProvider } from "../places";
import { requireServiceArea } from "../places/service-area";
import { measureThroughStops } from "../places/through-stops";
import type { PricingVersion } from "./versions";

export interface TripInput {
  serviceType: "one-way" | "hourly";
  vehicleType: VehicleType;
  pickupLocation: string;
  destination: string;
  /** Stops on the way of a one-way trip, in order. */
  stops?: string[];
  /** The pickup's New York date and time, when known: time and date surcharges need them. */
  date?: string | undefined;
  time?: string | undefined;
  /** A round trip: the return ride goes from the destination straight back to the pickup. */
  returnTrip?: { date: string; time: string } | undefined;
  /**
   * This ride is a round trip's return ride, priced again on its own (a change to it): priced as the
   * trip's return ride is, without the service fee the outbound carries; its lines as its row keeps them.
   */
  leg?: "return" | undefined;
  hours?: number;
  childSeats?: number;
  /** The chauffeur's gratuity, on top of the fare. */
  gratuity?: GratuityChoice | undefined;
}

export interface TripPrice {
  /** Miles from the pickup through the stops to the destination; null for hourly. */
  distance: number | null;
  /** Miles of a round trip's return ride; null without one. */
  returnDistance: number | null;
  hours: number | null;
  breakdown: PriceBreakdown;
  /** The breakdown's lines, each naming the rule it came from. */
  lines: PriceLine[];
  /** The rules' version it was priced with. */
  pricingVersion: number;
}

/** An end as the pricing's zones read it: what the customer typed, and where the maps provider put it. */
function priceEnd(text: string, place: ResolvedPlace | null | undefined): PriceEnd {
  if (!place) return { text };
  return { text: `${text} / ${place.description}`, lat: place.lat, lng: place.lng, airport: place.airport };
}

const instantOf = (date?: string, time?: string) =>
  date && time ? (serviceInstant(date, time)?.getTime() ?? null) : null;

/**
 * The server's own price for a trip (PRODUCT.md: the server owns the price) under the given rules'
 * version, inside the service area only (422 `outside_service_area` otherwise: the team quotes it).
 * One-way trips are measured by the maps provider, through their stops; a place it cannot find is 422
 * `unknown_place`, never priced on a guessed distance. A round trip's return ride picks up at the
 * destination, so that must be inside the area too.
 */
export async function priceTrip(
  maps: MapsProvider,
  area: ServiceArea,
  pricing: PricingVersion,
  trip: TripInput,
): Promise<TripPrice> {
  const common = {
    vehicleType: trip.vehicleType,
    childSeats: trip.childSeats,
    pickupAt: instantOf(trip.date, trip.time),
    gratuity: trip.gratuity,
  };
  if (trip.serviceType === "hourly") {
    const pickup = await maps.locate(trip.pickupLocation);
    // A provider that cannot say where a place is (Google's Distance Matrix) is asked whether it knows it at all.
    if (!pickup) await maps.distance({ pickup: trip.pickupLocation, destination: trip.pickupLocation });
    requireServiceArea(area, { pickup, pickupText: trip.pickupLocation });
    const hours = trip.hours ?? 0;
    const { breakdown, lines } = pricedTrip(
      { ...common, serviceType: "hourly", hours, pickup: priceEnd(trip.pickupLocation, pickup) },
      pricing.rules,
    );
    return { distance: null, returnDistance: null, hours, breakdown, lines, pricingVersion: pricing.version };
  }
  const stops = trip.stops ?? [];
  const measured = await measureThroughStops(maps, {
    pickup: trip.pickupLocation,
    destination: trip.destination,
    stops,
  });
  const distance = measured.distance;
  requireServiceArea(area, { pickup: measured.pickup, pickupText: trip.pickupLocation, miles: distance });
  let returnDistance: number | null = null;
  if (trip.returnTrip) {
    const back =
      stops.length === 0
        ? measured
        : await maps.distance({ pickup: trip.destination, destination: trip.pickupLocation });
    returnDistance = back.distance;
    requireServiceArea(area, {
      pickup: back === measured ? measured.destination : back.pickup,
      pickupText: trip.destination,
      miles: returnDistance,
    });
  }
  const { breakdown, lines } = pricedTrip(
    {
      ...common,
      serviceType: "one-way",
      distanceMiles: distance,
      stops: stops.length,
      returnMiles: returnDistance,
      pickup: priceEnd(trip.pickupLocation, measured?.pickup),
      destination: priceEnd(trip.destination, measured?.destination),
      returnAt: instantOf(trip.returnTrip?.date, trip.returnTrip?.time),
      ...(trip.leg ? { leg: trip.leg } : {}),
    },
    pricing.rules,
  );
  if (trip.leg) {
    // The ride's own row keeps its lines off the leg (as a new round trip's rows are written).
    const own = lines.map(({ leg: _leg, ...line }) => line);
    const sums = breakdownOf(own, trip.gratuity);
    return {
      distance,
      returnDistance,
      hours: null,
      breakdown: sums,
      lines: own,
      pricingVersion: pricing.version,
    };
  }
  return { distance, returnDistance, hours: null, breakdown, lines, pricingVersion: pricing.version };
}
