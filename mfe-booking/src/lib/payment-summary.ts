import { type CustomerPayment, formatCents } from "@chauffeur/contract";

/** A label and its value, a line of a booking's summary. */
export interface TripLine {
  label: string;
  value: string;
}

/** What happened to the customer's money, in their words, from the ledger (never guessed from the fare). */
export function paymentSummary(
  p: CustomerPayment,
  ride = "this ride",
): { headline: string; rows: TripLine[] } {
  const net = p.capturedCents - p.refundedCents;
  const rows: TripLine[] = [];
  if (p.heldCents > 0) rows.push({ label: "On hold (not charged)", value: formatCents(p.heldCents) });
  if (p.verifiedCents > 0)
    rows.push({ label: "Card check (released later)", value: formatCents(p.verifiedCents) });
  if (p.capturedCents > 0) rows.push({ label: "Charged", value: formatCents(p.capturedCents) });
  if (p.refundedCents > 0) rows.push({ label: "Refunded", value: formatCents(p.refundedCents) });
  const headlines: Record<CustomerPayment["state"], string> = {
    awaiting_card:
      "Please add your card with the private payment link we emailed you; nothing is charged before the ride.",
    verified: `Your card is checked and saved for ${ride}. Nothing is charged yet.`,
    held: `A hold of ${formatCents(p.heldCents)} is on your card for the fare. It is charged after the ride.`,
    action_required:
      "Action needed: we could not place the payment on your card. Please use the payment link we emailed you.",
    captured: `You were charged ${formatCents(net)}.`,
    partially_refunded: `You were charged ${formatCents(p.capturedCents)} and ${formatCents(p.refundedCents)} was refunded.`,
    refunded: `Everything you paid (${formatCents(p.refundedCents)}) was refunded.`,
    voided: "Nothing was charged. Every hold on your card is released.",
    expired: "The hold on your card lapsed; we will place it again before the ride.",
    failed: "We could not take the payment. Please call us.",
    on_account: "Billed to your company on account: no card is charged.",
    billed: `Billed to your company on account (${formatCents(net)}), on its monthly invoice.`,
  };
  return { headline: headlines[p.state], rows };
}
