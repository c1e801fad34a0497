import { CANCELLATION_TIERS } from "../policy";

const HOUR_MS = 60 * 60 * 1000;

/** The refund share (percent) for cancelling at `now` a ride picked up at `pickupAt` (policy tiers). */
export function cancellationRefund(pickupAt: Date, now: Date = new Date()): number {
  const hoursBefore = (pickupAt.getTime() - now.getTime()) / HOUR_MS;
  const tier = CANCELLATION_TIERS.find((t) => hoursBefore >= t.minHoursBefore);
  return tier?.refundPercent ?? 0;
}

/** What cancelling costs, in dollars to the cent: the fare's unrefunded share. */
export function cancellationFee(fare: number, refundPercent: number): number {
  return Math.round(fare * (100 - refundPercent)) / 100;
}
