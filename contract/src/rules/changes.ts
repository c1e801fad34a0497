import { CUSTOMER_CHANGE_CUTOFF_HOURS } from "../policy";
import { type CancellableBooking, cancellationTerms } from "./cancellation";

const HOUR_MS = 60 * 60 * 1000;

/** Whether the customer may change their booking online now, and why not (PRODUCT.md, "Changes"). */
export interface ChangeTerms {
  allowed: boolean;
  reason: string | null;
  /** The last moment a change can be made online (ms), null once the booking is over. */
  cutoffAt: number | null;
}

export const CHANGE_CUTOFF_TEXT = `You can change your booking here until ${CUSTOMER_CHANGE_CUTOFF_HOURS} hours before pickup; after that, please call us and our dispatchers will change it for you.`;

/** The words of a pickup inside the cutoff, for the booking as it is and for a new time alike. */
export const PAST_CUTOFF = `Changes online close ${CUSTOMER_CHANGE_CUTOFF_HOURS} hours before pickup. Please call us and our dispatchers will change it for you.`;

/** Whether a pickup at `pickupAt` is still at least the cutoff away at `now`. */
export const beforeChangeCutoff = (pickupAt: number, now: Date = new Date()) =>
  pickupAt - now.getTime() >= CUSTOMER_CHANGE_CUTOFF_HOURS * HOUR_MS;

/**
 * The customer's changes in Manage Booking: a live booking, not under way, until the cutoff before its
 * pickup. The page asks this to offer the form; the Worker asks it again before any change.
 */
export function customerChangeTerms(
  b: Pick<CancellableBooking, "status" | "assignmentStatus" | "pickupAt">,
  now: Date = new Date(),
): ChangeTerms {
  const refused = (reason: string): ChangeTerms => ({ allowed: false, reason, cutoffAt: null });
  if (b.status === "cancelled") return refused("This booking is cancelled.");
  if (b.status === "completed" || b.assignmentStatus === "completed")
    return refused("This ride is complete.");
  if (b.assignmentStatus === "in_progress") {
    return refused("Your ride is under way. Please call us for any change.");
  }
  const cutoffAt = b.pickupAt - CUSTOMER_CHANGE_CUTOFF_HOURS * HOUR_MS;
  if (!beforeChangeCutoff(b.pickupAt, now)) return { allowed: false, reason: PAST_CUTOFF, cutoffAt };
  return { allowed: true, reason: null, cutoffAt };
}

/**
 * The fee of a change that lowers the fare inside a fee tier: the tier's share of the fare given up, as
 * cancelling that part would cost (so a cheaper trip is not a way round the cancellation fee). Nothing
 * during the grace or in the full-refund tier, and nothing when the fare stays or grows. Integer cents.
 */
export function changeFeeCents(
  b: CancellableBooking,
  fare: { beforeCents: number; afterCents: number },
  now: Date = new Date(),
  graceMinutes?: number,
): number {
  const lowered = fare.beforeCents - fare.afterCents;
  if (lowered <= 0) return 0;
  const terms = cancellationTerms(b, now, graceMinutes);
  if (!terms.allowed) return 0;
  return Math.round((lowered * (100 - terms.refundPercent)) / 100);
}
