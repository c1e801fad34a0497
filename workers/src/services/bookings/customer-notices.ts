import { type CancellationTerms, formatServiceTime, formatUsd } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";

interface CancelledBooking {
  id: string;
  reference: string;
  email: string;
  firstName: string;
  pickupAt: number;
  cardLast4: string | null;
}

/** What the customer is told after a cancellation (theirs, or the dispatcher's): which booking, and what it cost. */
export function cancelledMessage(
  b: CancelledBooking,
  terms: Pick<CancellationTerms, "fee" | "refundPercent">,
  askedByCustomer: boolean,
): OutboxInput {
  const card = b.cardLast4 ? `your card ending ${b.cardLast4}` : "your card";
  const cost =
    terms.fee > 0
      ? `Under our cancellation policy ${terms.refundPercent}% of the fare is waived: a cancellation fee of ${formatUsd(terms.fee, { cents: true })} is charged to ${card} (taken from the hold on it, if there is one; the rest of the hold is released). A receipt follows.`
      : `No cancellation fee applies: nothing is charged, and any hold on ${card} is released.`;
  return {
    recipient: b.email,
    template: "booking-cancelled",
    subject: `Your booking ${b.reference} is cancelled`,
    body: [
      `Dear ${b.firstName},`,
      `your booking ${b.reference} on ${formatServiceTime(b.pickupAt, { year: true })} is cancelled${askedByCustomer ? ", as you asked" : ""}.`,
      cost,
    ].join("\n"),
    bookingId: b.id,
  };
}
