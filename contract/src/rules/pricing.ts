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

export type ServiceType = "one-way" | "hourly";

export interface PriceBreakdown {
  /** The ride itself: distance tiers or hours. */
  vehicle: number;
  childSeats: number;
  serviceFee: number;
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
  | { serviceType: "one-way"; vehicleType: VehicleType; distanceMiles: number; childSeats?: number }
  | { serviceType: "hourly"; vehicleType: VehicleType; hours: number; childSeats?: number };

/** The full price, each part rounded to whole dollars so the parts add up to the total. */
export function quotePrice(input: PriceInput): PriceBreakdown {
  const raw =
    input.serviceType === "hourly"
      ? hourlyVehiclePrice(input.vehicleType, input.hours)
      : oneWayVehiclePrice(input.vehicleType, input.distanceMiles);
  const vehicle = Math.round(raw);
  const seats = Math.min(MAX_CHILD_SEATS, Math.max(0, Math.floor(input.childSeats ?? 0)));
  const childSeats = seats * CHILD_SEAT_PRICE;
  return { vehicle, childSeats, serviceFee: SERVICE_FEE, total: vehicle + childSeats + SERVICE_FEE };
}
