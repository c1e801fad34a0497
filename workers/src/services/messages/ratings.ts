import { RATING_REASON_LABELS, type RatingReason } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { email } from "./compose";
import { type Letterhead, text } from "./letter";

export interface LowRating {
  bookingId: string;
  reference: string;
  chauffeurName: string;
  stars: number;
  reasons: readonly RatingReason[];
  comment: string | null;
}

/** The Exceptions tab's words for a low rating: the stars, the chauffeur and what went wrong. */
export function lowRatingDetail(r: LowRating): string {
  const why = r.reasons.map((k) => RATING_REASON_LABELS[k]).join(", ");
  return [
    `Rated ${r.stars} of 5 with ${r.chauffeurName}.`,
    why ? `What went wrong: ${why}.` : "No reason given.",
    ...(r.comment ? [`"${r.comment}"`] : []),
  ].join(" ");
}

/** Dispatch is told of a ride rated 3 stars or fewer: which ride, which chauffeur, what went wrong. */
export function lowRatingMessage(r: LowRating, head: Letterhead): OutboxInput {
  const why = r.reasons.map((k) => RATING_REASON_LABELS[k]).join(", ");
  return email(head, {
    recipient: head.SITE_EMAIL,
    template: "dispatch-low-rating",
    subject: `Ride ${r.reference} rated ${r.stars} of 5`,
    bookingId: r.bookingId,
    blocks: [
      text(`The customer rated ride ${r.reference} with ${r.chauffeurName} ${r.stars} of 5 stars.`),
      text(why ? `What went wrong: ${why}.` : "They did not say what went wrong."),
      ...(r.comment ? [text(`Their words: "${r.comment}"`)] : []),
      text(
        "Please look into it; it is open in the console's Exceptions tab, and the Ratings tab lists every low rating.",
      ),
    ],
  });
}
