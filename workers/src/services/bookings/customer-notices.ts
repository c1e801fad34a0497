import type { CancellationTerms } from "@chauffeur/contract";
import type { OutboxInput } from "../admin/guarded";

interface CancelledBooking {
  id: string;
  reference: string;
  email: string;
  firstName: string;
  scheduledDate: string;
  scheduledTime: string;
  cardLast4: string | null;
}

/** What the customer is told after a cancellation (theirs, or the dispatcher's): which booking, and what it cost. */
export function cancelledMessage(
  b: CancelledBooking,
  terms: Pick<CancellationTerms, "fee" | "refundPercent">,
  askedByCustomer: boolean,
): OutboxInput {
  const card = b.cardLast4 ? ` to your card ending ${b.cardLast4}` : "";
  const cost =
    terms.fee > 0
      ? `Under our cancellation policy ${terms.refundPercent}% of the fare is refunded: a cancellation fee of $${terms.fee.toFixed(2)} will be charged${card}.`
      : "No cancellation fee applies.";
  return {
    recipient: b.email,
    template: "booking-cancelled",
    subject: `Your booking ${b.reference} is cancelled`,
    body: [
      `Dear ${b.firstName},`,
      `your booking ${b.reference} on ${b.scheduledDate} at ${b.scheduledTime} (Boston time) is cancelled${askedByCustomer ? ", as you asked" : ""}.`,
      cost,
    ].join("\n"),
    bookingId: b.id,
  };
}
