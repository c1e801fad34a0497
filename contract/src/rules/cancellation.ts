import { CANCELLATION_TIERS } from "../policy";
import type { CancellationTerms } from "../schemas/manage-booking";

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

/** What a booking needs for its cancellation terms. */
export interface CancellableBooking {
  status: string;
  assignmentStatus: string;
  pickupAt: number;
  estimatedPrice: number;
}

const notCancellable = (reason: string): CancellationTerms => ({
  allowed: false,
  reason,
  refundPercent: 0,
  fee: 0,
  tier: "",
});

/**
 * Whether a booking may be cancelled at `now`, and at what cost (the policy's tiers): not once it is
 * cancelled or done, not while the ride is under way, not after the pickup time. The customer's look-up,
 * the dispatcher's dialog and the Worker's guarded cancel all ask this one function.
 */
export function cancellationTerms(b: CancellableBooking, now: Date = new Date()): CancellationTerms {
  if (b.status === "cancelled") return notCancellable("This booking is already cancelled.");
  if (b.status === "completed" || b.assignmentStatus === "completed") {
    return notCancellable("This ride is complete.");
  }
  if (b.assignmentStatus === "in_progress") {
    return notCancellable("Your ride is under way. Please call us for any change.");
  }
  if (b.pickupAt <= now.getTime()) {
    return notCancellable("The pickup time has passed. Please call us for any change.");
  }
  const refundPercent = cancellationRefund(new Date(b.pickupAt), now);
  const tier = CANCELLATION_TIERS.find((t) => t.refundPercent === refundPercent);
  return {
    allowed: true,
    reason: null,
    refundPercent,
    fee: cancellationFee(b.estimatedPrice, refundPercent),
    tier: tier?.label ?? "",
  };
}
