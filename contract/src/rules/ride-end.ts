import { billedHours, MIN_HOURS } from "./pricing";

const HOUR_MS = 3_600_000;
/** The drive's speed for planning: city traffic, door to door. */
export const AVERAGE_MPH = 30;

/**
 * When a ride's car is free again (epoch ms): the hours billed (3 at least, whatever was asked), or the
 * drive at city speed plus half an hour, an hour at least. The driver's turnaround to the next ride is
 * added when assigning; a round trip's return is picked up no earlier than the outbound's end.
 */
export function rideEnd(ride: {
  serviceType: "one-way" | "hourly";
  hours?: number | undefined;
  pickupAt: number;
  distance: number | null;
}): number {
  if (ride.serviceType === "hourly") return ride.pickupAt + billedHours(ride.hours ?? MIN_HOURS) * HOUR_MS;
  return ride.pickupAt + Math.max(HOUR_MS, ((ride.distance ?? 0) / AVERAGE_MPH) * HOUR_MS + HOUR_MS / 2);
}
