import { type GratuityChoice, gratuityCents, NO_GRATUITY } from "./gratuity";
import type { VehicleType } from "./vehicles";

/** PRODUCT.md, "Pricing": one module shared by the page and the server. Dollars throughout. */
export const BASE_RATES: Readonly<Record<VehicleType, number>> = { sedan: 150, suv: 180 };
export const HOURLY_RATES: Readonly<Record<VehicleType, number>> = { sedan: 90, suv: 110 };
/** Waiting beyond the free time (rules/waiting.ts), dollars per whole minute: about the hourly rate. */
export const WAITING_RATES_PER_MINUTE: Readonly<Record<VehicleType, number>> = { sedan: 1.5, suv: 1.85 };
/**
 * The chauffeur's share, in percent, of what a ride earns for the car: its vehicle fare and what the ride
 * added (waiting time). The service fee and the child seats are the operator's (rules/payout.ts).
 */
export const CHAUFFEUR_PAYOUT_PERCENT = 70;
export const MIN_HOURS = 3;
export const MAX_HOURS = 24;
export const CHILD_SEAT_PRICE = 45;
export const SERVICE_FEE = 15;
export const MAX_CHILD_SEATS = 4;
/** Up to this many stops on the way of a one-way trip, each charged on top of the miles through them. */
export const MAX_STOPS = 3;
export const STOP_CHARGE = 25;

export type ServiceType = "one-way" | "hourly";

/** Each charge of a trip, whole dollars (the gratuity to the cent); `total` is their sum. */
export interface PriceBreakdown {
  /** The ride itself: distance tiers (through any stops) or hours. */
  vehicle: number;
  /** The per-stop charges of a one-way trip's stops. */
  stops: number;
  /** The return ride of a round trip: its own distance fare. */
  returnTrip: number;
  /** Child seats, on every leg of the trip. */
  childSeats: number;
  /** Once per booking, round trips included. */
  serviceFee: number;
  /** The chauffeur's gratuity, dollars to the cent (rules/gratuity.ts); the fare is `total` less it. */
  gratuity: number;
  total: number;
}

/** The vehicle price by distance: base to 15 miles, +3/mile to 50, then +105 + 2/mile beyond. */
export function oneWayVehiclePrice(vehicleType: VehicleType, miles: number): number {
  const base = BASE_RATES[vehicleType];
  const d = Math.max(0, miles);
  if (d <= 15) return base;
  if (d <= 50) return base + 3 * (d - 15);
  return base + 105 + 2 * (d - 50);
}

/** The hours an hourly ride is billed, and holds its car and driver for: never fewer than the minimum. */
export function billedHours(hours: number): number {
  return Math.max(MIN_HOURS, hours);
}

/** Hourly rate times the billed hours. */
export function hourlyVehiclePrice(vehicleType: VehicleType, hours: number): number {
  return HOURLY_RATES[vehicleType] * billedHours(hours);
}

export type PriceInput =
  | {
      serviceType: "one-way";
      vehicleType: VehicleType;
      /** Miles from the pickup through the stops, in order, to the destination. */
      distanceMiles: number;
      /** How many stops on the way (at most MAX_STOPS). */
      stops?: number;
      /** A round trip's return ride, destination to pickup: its miles; absent or null for one way. */
      returnMiles?: number | null;
      childSeats?: number;
      gratuity?: GratuityChoice;
    }
  | {
      serviceType: "hourly";
      vehicleType: VehicleType;
      hours: number;
      childSeats?: number;
      gratuity?: GratuityChoice;
    };

/** The charges' sum, from the parts (a draft recomputes it when the child seats change). */
export function priceOf(parts: {
  vehicle: number;
  stops?: number;
  returnTrip?: number;
  /** Seats per ride; a round trip has them on both rides. */
  childSeats: number;
  /** The gratuity chosen, a share of the fare or an amount (none when left out). */
  gratuity?: GratuityChoice | undefined;
}): PriceBreakdown {
  const stops = parts.stops ?? 0;
  const returnTrip = parts.returnTrip ?? 0;
  const legs = returnTrip > 0 ? 2 : 1;
  const seats = Math.min(MAX_CHILD_SEATS, Math.max(0, Math.floor(parts.childSeats)));
  const childSeats = seats * CHILD_SEAT_PRICE * legs;
  const fare = parts.vehicle + stops + returnTrip + childSeats + SERVICE_FEE;
  const gratuityInCents = gratuityCents(fare * 100, parts.gratuity ?? NO_GRATUITY);
  return {
    vehicle: parts.vehicle,
    stops,
    returnTrip,
    childSeats,
    serviceFee: SERVICE_FEE,
    gratuity: gratuityInCents / 100,
    total: (fare * 100 + gratuityInCents) / 100,
  };
}

/** The fare of a price: every charge but the gratuity (what the cancellation tiers apply to), in dollars. */
export const fareOf = (price: PriceBreakdown): number =>
  Math.round(price.total * 100 - price.gratuity * 100) / 100;

/** The full price, each part rounded to whole dollars so the parts add up to the total. */
export function quotePrice(input: PriceInput): PriceBreakdown {
  if (input.serviceType === "hourly") {
    const vehicle = Math.round(hourlyVehiclePrice(input.vehicleType, input.hours));
    return priceOf({ vehicle, childSeats: input.childSeats ?? 0, gratuity: input.gratuity });
  }
  const stopCount = Math.min(MAX_STOPS, Math.max(0, Math.floor(input.stops ?? 0)));
  return priceOf({
    vehicle: Math.round(oneWayVehiclePrice(input.vehicleType, input.distanceMiles)),
    stops: stopCount * STOP_CHARGE,
    returnTrip:
      input.returnMiles == null ? 0 : Math.round(oneWayVehiclePrice(input.vehicleType, input.returnMiles)),
    childSeats: input.childSeats ?? 0,
    gratuity: input.gratuity,
  });
}

/**
 * A round trip's price split into its two rides, each booked, held and charged as its own ride: the
 * outbound carries its fare, the stops, its child seats and the service fee; the return its own fare and
 * child seats; the gratuity is shared in proportion to their fares (each chauffeur gets their ride's).
 * The two add up to the trip's total.
 */
export function legPrices(trip: PriceBreakdown): { outbound: PriceBreakdown; return: PriceBreakdown | null } {
  if (trip.returnTrip === 0) return { outbound: trip, return: null };
  const seats = trip.childSeats / 2;
  const outFare = trip.vehicle + trip.stops + seats + trip.serviceFee;
  const backFare = trip.returnTrip + seats;
  const tipCents = Math.round(trip.gratuity * 100);
  const outTip = Math.round((tipCents * outFare) / (outFare + backFare));
  const outbound = {
    vehicle: trip.vehicle,
    stops: trip.stops,
    returnTrip: 0,
    childSeats: seats,
    serviceFee: trip.serviceFee,
    gratuity: outTip / 100,
    total: (outFare * 100 + outTip) / 100,
  };
  const back = {
    vehicle: trip.returnTrip,
    stops: 0,
    returnTrip: 0,
    childSeats: seats,
    serviceFee: 0,
    gratuity: (tipCents - outTip) / 100,
    total: (backFare * 100 + tipCents - outTip) / 100,
  };
  return { outbound, return: back };
}

/** The trip's price from its rides' own prices again: what `legPrices` split, joined (a stored booking's answer). */
export function joinLegs(outbound: PriceBreakdown, back: PriceBreakdown | null): PriceBreakdown {
  if (!back) return outbound;
  return {
    vehicle: outbound.vehicle,
    stops: outbound.stops,
    returnTrip: back.vehicle,
    childSeats: outbound.childSeats + back.childSeats,
    serviceFee: outbound.serviceFee,
    gratuity: Math.round(outbound.gratuity * 100 + back.gratuity * 100) / 100,
    total: Math.round(outbound.total * 100 + back.total * 100) / 100,
  };
}

/**
 * A round trip's rides share the customer's reference: the return ride's is the outbound's with "-R".
 * The other ride's reference, for the dispatcher and the chauffeur; null for a single ride.
 */
export function otherRideReference(reference: string, leg: "outbound" | "return" | null): string | null {
  if (leg === "outbound") return `${reference}-R`;
  if (leg === "return") return reference.replace(/-R$/, "");
  return null;
}

type Leg = { reference: string; leg: "outbound" | "return" | null };

/** "Outbound ride (return ride BC-7K4Q9M-R)", or null for a single ride. */
export function rideLegDetail(b: Leg): string | null {
  const other = otherRideReference(b.reference, b.leg);
  if (!other) return null;
  return b.leg === "outbound"
    ? `Outbound ride (return ride ${other})`
    : `Return ride (outbound ride ${other})`;
}

/** "Round trip: outbound ride (return ride BC-7K4Q9M-R)", or null for a single ride. */
export function rideLegWords(b: Leg): string | null {
  const detail = rideLegDetail(b);
  return detail && `Round trip: ${detail.charAt(0).toLowerCase()}${detail.slice(1)}`;
}
