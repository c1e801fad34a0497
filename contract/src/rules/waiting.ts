import { textMentionsAirport } from "./airport";
import { type BookingPolicy, DEFAULT_BOOKING_POLICY } from "./booking-policy";
import { formatUsd } from "./format";
import { WAITING_RATES_PER_MINUTE } from "./pricing";
import type { VehicleType } from "./vehicles";

/**
 * PRODUCT.md, "Waiting time": the chauffeur waits this long for free from the pickup time (or from their
 * arrival, when later): an hour at an airport (landing, passport control, bags), a quarter of an hour
 * anywhere else. Hourly rides have none: their booked hours are the customer's to use.
 */
export const FREE_WAITING_MINUTES = DEFAULT_BOOKING_POLICY.freeWaitingMinutes;

/** The operator's free minutes (BookingPolicy.freeWaitingMinutes): at airports and elsewhere. */
export type FreeWaiting = BookingPolicy["freeWaitingMinutes"];

const MINUTE = 60_000;

export interface WaitingRide {
  serviceType: string;
  vehicleType: string;
  pickupLocation: string;
  /** Epoch milliseconds of the booked pickup. */
  pickupAt: number;
}

/** The free minutes of a ride, or null when it has no waiting charge (hourly). */
export function freeWaitingMinutes(
  ride: Pick<WaitingRide, "serviceType" | "pickupLocation">,
  free: FreeWaiting = FREE_WAITING_MINUTES,
): number | null {
  if (ride.serviceType === "hourly") return null;
  return textMentionsAirport(ride.pickupLocation) ? free.airport : free.other;
}

const perMinute = (vehicle: VehicleType) =>
  `${formatUsd(WAITING_RATES_PER_MINUTE[vehicle], { cents: true })} a minute`;

/**
 * What the terms, the booking steps and the confirmation say about waiting: for one ride (its pickup, and
 * its vehicle once chosen), or in general.
 */
export function waitingPolicyText(
  ride?: Pick<WaitingRide, "serviceType" | "pickupLocation"> & { vehicleType?: string },
  freeMinutes: FreeWaiting = FREE_WAITING_MINUTES,
): string {
  const vehicle = ride?.vehicleType;
  const rate =
    vehicle === "sedan" || vehicle === "suv"
      ? perMinute(vehicle)
      : `${perMinute("sedan")} in a sedan, ${perMinute("suv")} in an SUV`;
  if (!ride) {
    return `Your chauffeur waits up to ${freeMinutes.airport} minutes after the pickup time free of charge at airports, and ${freeMinutes.other} minutes elsewhere; longer waiting is ${rate}. Hourly bookings include their waiting.`;
  }
  const free = freeWaitingMinutes(ride, freeMinutes);
  if (free === null) return "Waiting is included in your booked hours.";
  const where = textMentionsAirport(ride.pickupLocation) ? " at the airport" : "";
  return `Your chauffeur waits up to ${free} minutes after the pickup time free of charge${where}; longer waiting is ${rate}.`;
}

export interface WaitingClock {
  /** When the waiting began: the pickup time, or the chauffeur's arrival when later. */
  startedAt: number;
  /** When the free time ends. */
  freeUntil: number;
  /** Whole minutes waited so far (to `until`). */
  waitedMinutes: number;
  /** Whole minutes beyond the free time, and their charge in cents. */
  chargeableMinutes: number;
  chargeCents: number;
}

/**
 * The waiting clock of a ride whose chauffeur arrived at `arrivedAt`, read at `until` (now, or when the
 * passenger got in). Null for a ride without a waiting charge.
 */
export function waitingClock(
  ride: WaitingRide,
  arrivedAt: number,
  until: number,
  freeMinutes: FreeWaiting = FREE_WAITING_MINUTES,
): WaitingClock | null {
  const free = freeWaitingMinutes(ride, freeMinutes);
  if (free === null) return null;
  const startedAt = Math.max(arrivedAt, ride.pickupAt);
  const freeUntil = startedAt + free * MINUTE;
  const waitedMinutes = Math.max(0, Math.floor((until - startedAt) / MINUTE));
  const chargeableMinutes = Math.max(0, Math.floor((until - freeUntil) / MINUTE));
  const rate = WAITING_RATES_PER_MINUTE[ride.vehicleType as VehicleType] ?? WAITING_RATES_PER_MINUTE.sedan;
  const chargeCents = Math.round(chargeableMinutes * rate * 100);
  return { startedAt, freeUntil, waitedMinutes, chargeableMinutes, chargeCents };
}

/** The receipt's words for a waiting charge: "Waiting time (23 min beyond 15 free)". */
export function waitingLineDescription(clock: WaitingClock): string {
  const free = Math.round((clock.freeUntil - clock.startedAt) / MINUTE);
  return `Waiting time (${clock.chargeableMinutes} min beyond ${free} free)`;
}
