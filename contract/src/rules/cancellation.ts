import { CANCELLATION_TIERS } from "../policy";
import type { CancellationTerms } from "../schemas/manage-booking";
import { DEFAULT_BOOKING_POLICY, minutesInWords } from "./booking-policy";

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
  /** When it was booked (ISO); without it, only the awaiting-confirmation part of the grace applies. */
  createdAt?: string | null;
}

/**
 * PRODUCT.md, "Cancellation grace": free while the booking awaits the operator's confirmation and for the
 * operator's grace minutes after it was made, whatever the tier. The tier's words say which applied.
 */
function graceOf(b: CancellableBooking, now: Date, graceMinutes: number): string | null {
  if (b.status === "pending") return "Free: your booking awaits our confirmation";
  const made = b.createdAt ? Date.parse(b.createdAt) : Number.NaN;
  if (graceMinutes > 0 && now.getTime() - made < graceMinutes * 60_000) {
    return `Free within ${minutesInWords(graceMinutes)} of booking`;
  }
  return null;
}

/**
 * What the payment step says before the customer authorizes, when the pickup is already inside a fee tier
 * (null when cancelling would still be free after the grace): the share of the fare a cancellation costs.
 */
export function feeTierNotice(
  pickupAt: number,
  now: Date = new Date(),
  graceMinutes = DEFAULT_BOOKING_POLICY.cancellationGraceMinutes,
): string | null {
  const refund = cancellationRefund(new Date(pickupAt), now);
  if (refund >= 100) return null;
  const cost = refund === 0 ? "the full fare" : `${100 - refund}% of the fare`;
  const grace = graceMinutes > 0 ? ` and for ${minutesInWords(graceMinutes)} after you book` : "";
  return `Cancelling this booking costs ${cost} from now on, except while it awaits our confirmation${grace}.`;
}

const notCancellable = (reason: string): CancellationTerms => ({
  allowed: false,
  reason,
  refundPercent: 0,
  fee: 0,
  tier: "",
});

/**
 * Whether a booking may be cancelled at `now`, and at what cost (the policy's tiers, after the grace): not
 * once it is cancelled or done, not while the ride is under way, not after the pickup time. The customer's
 * look-up, the dispatcher's dialog and the Worker's guarded cancel all ask this one function.
 */
export function cancellationTerms(
  b: CancellableBooking,
  now: Date = new Date(),
  graceMinutes = DEFAULT_BOOKING_POLICY.cancellationGraceMinutes,
): CancellationTerms {
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
  // The grace is named only when it changes the outcome: a full-refund tier stays that tier.
  const grace = refundPercent < 100 ? graceOf(b, now, graceMinutes) : null;
  if (grace) return { allowed: true, reason: null, refundPercent: 100, fee: 0, tier: grace };
  const tier = CANCELLATION_TIERS.find((t) => t.refundPercent === refundPercent);
  return {
    allowed: true,
    reason: null,
    refundPercent,
    fee: cancellationFee(b.estimatedPrice, refundPercent),
    tier: tier?.label ?? "",
  };
}
