import { RATING_REASON_LABELS, type RatingReason } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";

export interface LowRating {
  bookingId: string;
  reference: string;
  chauffeurName: string;
  stars: number;
  reasons: readonly RatingReason[];
  comment: string | null;
}

/** Dispatch is told of a ride rated 3 stars or fewer: which ride, which chauffeur, what went wrong. */
export function lowRatingMessage(r: LowRating, dispatchEmail: string): OutboxInput {
  const why = r.reasons.map((k) => RATING_REASON_LABELS[k]).join(", ");
  return {
    recipient: dispatchEmail,
    template: "dispatch-low-rating",
    subject: `Ride ${r.reference} rated ${r.stars} of 5`,
    body: [
      `The customer rated ride ${r.reference} with ${r.chauffeurName} ${r.stars} of 5 stars.`,
      why ? `What went wrong: ${why}.` : "They did not say what went wrong.",
      r.comment ? `Their words: "${r.comment}"` : null,
      "Please look into it; the console's Pay & ratings tab lists every low rating.",
    ]
      .filter((l): l is string => l !== null)
      .join("\n"),
    bookingId: r.bookingId,
  };
}
