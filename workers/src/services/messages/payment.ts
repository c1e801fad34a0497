import { formatCents, formatServiceTime, type PaymentLine } from "@chauffeur/contract";
import type { OutboxInput, QueuedAttachment } from "../core/outbox";
import { email } from "./compose";
import { action, type Block, type Letterhead, text } from "./letter";

/** A booking as the messages about its money name it. */
export interface PaymentBooking {
  id: string;
  reference: string;
  email: string;
  firstName: string;
  pickupAt: number;
  refundPercent: number | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

/** "Visa ending 4242" for messages; "your card" when unknown. */
export function cardWords(b: Pick<PaymentBooking, "cardBrand" | "cardLast4">): string {
  if (!b.cardLast4) return "your card";
  const brand = b.cardBrand ? b.cardBrand.charAt(0).toUpperCase() + b.cardBrand.slice(1) : "Card";
  return `${brand} ending ${b.cardLast4}`;
}

const when = (b: PaymentBooking) => formatServiceTime(b.pickupAt, { year: true });
const greeting = (b: PaymentBooking) => (b.firstName ? `Dear ${b.firstName},` : "Hello,");

/** A message about the booking's money to its customer: its lines are paragraphs, or blocks of their own. */
function message(
  head: Letterhead,
  b: PaymentBooking,
  template: string,
  subject: string,
  lines: (string | Block | null)[],
  attachments: QueuedAttachment[] = [],
): OutboxInput {
  return email(head, {
    recipient: b.email,
    template,
    subject,
    bookingId: b.id,
    blocks: lines.flatMap((l) => (l === null ? [] : typeof l === "string" ? [text(l)] : [l])),
    attachments,
  });
}

/** The fare hold is on the card (placed, or renewed because the first one was about to lapse). */
export function holdPlacedMessage(
  b: PaymentBooking,
  amountCents: number,
  renewed: boolean,
  head: Letterhead,
): OutboxInput {
  return message(
    head,
    b,
    renewed ? "payment-hold-renewed" : "payment-hold-placed",
    `Payment hold for your booking ${b.reference}`,
    [
      greeting(b),
      renewed
        ? `we renewed the hold of ${formatCents(amountCents)} on ${cardWords(b)} for your ride on ${when(b)}; the earlier hold is released.`
        : `we placed a hold of ${formatCents(amountCents)} on ${cardWords(b)} for your ride on ${when(b)}. Nothing is charged yet: we charge the fare (and any extras) after the ride.`,
      "The $1 card check from your booking is released.",
    ],
  );
}

/** A booking made by phone: the customer added the card on the payment link (checked, or the fare held). */
export function cardAddedMessage(
  b: PaymentBooking,
  step: { held: boolean; amountCents: number; holdDays: number },
  head: Letterhead,
): OutboxInput {
  return message(head, b, "payment-card-added", `Card added for your booking ${b.reference}`, [
    greeting(b),
    step.held
      ? `thank you: we placed a hold of ${formatCents(step.amountCents)} on ${cardWords(b)} for your ride on ${when(b)}. Nothing is charged yet: we charge the fare (and any extras) after the ride.`
      : `thank you: we checked ${cardWords(b)} with a ${formatCents(step.amountCents)} authorization (released later) and saved it for your ride on ${when(b)}. ${step.holdDays} days before pickup we place a hold for the fare; we charge it, with any extras, after the ride.`,
  ]);
}

/** A hold or a charge the bank would not make without the customer: the private payment link. */
export function paymentLinkMessage(
  b: PaymentBooking,
  kind: "hold" | "charge",
  amountCents: number,
  reason: string,
  link: string,
  head: Letterhead,
): OutboxInput {
  const what =
    kind === "hold"
      ? `we could not place the hold of ${formatCents(amountCents)} for your ride on ${when(b)} on ${cardWords(b)}: ${reason}`
      : `we could not charge ${formatCents(amountCents)} for booking ${b.reference} to ${cardWords(b)}: ${reason}`;
  return message(
    head,
    b,
    "payment-action-required",
    `Action needed: payment for your booking ${b.reference}`,
    [
      greeting(b),
      what,
      action("Please complete the payment with this private link", link, "Complete the payment"),
      kind === "hold"
        ? "Your booking stays in place; we may call you if the payment is not completed before the ride."
        : null,
    ],
  );
}

/** What a receipt's amounts are: the ride's lines, the no-show charge or the cancellation fee. */
export interface ReceiptMoney {
  lines: PaymentLine[];
  chargedCents: number;
  refundedCents: number;
  targetCents: number;
  fareCents: number;
}

type AmountRow = { label: string; amount?: string; total?: boolean };

/** The lines as a receipt lists them: a gratuity changed after the ride reads as one line, its amount now. */
function lineRows(lines: PaymentLine[]): AmountRow[] {
  const tips = lines.filter((l) => l.kind === "gratuity");
  const tip =
    tips.length > 1
      ? [{ description: "Gratuity", amountCents: tips.reduce((s, l) => s + l.amountCents, 0) }]
      : tips;
  return [...lines.filter((l) => l.kind !== "gratuity"), ...tip]
    .filter((l) => l.amountCents !== 0 || l.description !== "Gratuity")
    .map((l) => ({ label: l.description, amount: formatCents(l.amountCents) }));
}

/** Who paid: the card (charged and refunded as the ledger says), or a company on account. */
export type ReceiptPayer = { kind: "card" } | { kind: "account"; companyName: string };

/** A receipt's words and amounts: the e-mail and the PDF (accounts/receipt.ts) are both drawn from them. */
export interface ReceiptContent {
  intro: string[];
  /** Label and amount a row; the last is the total. */
  rows: { label: string; amount?: string; total?: boolean }[];
  /** What moved on the card, or who is billed. */
  settlement: string[];
}

export function receiptContent(
  b: PaymentBooking,
  outcome: "completed" | "no_show" | "cancelled",
  money: ReceiptMoney,
  payer: ReceiptPayer = { kind: "card" },
): ReceiptContent {
  const content: ReceiptContent = { intro: [], rows: [], settlement: [] };
  if (outcome === "completed") {
    content.intro.push(
      `thank you for riding with us. Your receipt for booking ${b.reference} on ${when(b)}:`,
    );
    content.rows.push(...lineRows(money.lines));
  } else if (outcome === "no_show") {
    // A no-show owes its extras (waiting) on top of the charge; never the fare's lines or a gratuity.
    const extras = money.lines.filter((l) => l.kind === "extra" || l.kind === "adjustment");
    content.intro.push(
      `your chauffeur waited for you at the pickup for booking ${b.reference} on ${when(b)}, and the ride was recorded as a no-show.`,
      `Under our terms a no-show is charged like a late cancellation:`,
    );
    content.rows.push(...lineRows(extras), {
      label: "No-show charge",
      amount: formatCents(money.targetCents - extras.reduce((s, l) => s + l.amountCents, 0)),
    });
  } else {
    content.intro.push(`the money for your cancelled booking ${b.reference} is settled.`);
    content.rows.push(
      money.targetCents > 0
        ? {
            label: `Cancellation fee (${100 - (b.refundPercent ?? 100)}% of the ${formatCents(money.fareCents)} fare)`,
            amount: formatCents(money.targetCents),
          }
        : { label: "No cancellation fee applies." },
    );
  }
  content.rows.push({ label: "Total", amount: formatCents(money.targetCents), total: true });
  if (payer.kind === "account") {
    content.settlement.push(
      money.targetCents > 0
        ? `Billed to ${payer.companyName} on account: it is on the company's next monthly invoice. No card was charged.`
        : `Nothing is billed to ${payer.companyName}.`,
    );
    return content;
  }
  content.settlement.push(
    money.chargedCents > 0
      ? `Charged to ${cardWords(b)}: ${formatCents(money.chargedCents)}.${money.refundedCents > 0 ? ` Refunded: ${formatCents(money.refundedCents)}.` : ""}`
      : "Nothing was charged to your card.",
    "Any hold left on your card is released; your bank may show it for a few days.",
  );
  return content;
}

/** A receipt's file name, the same downloaded from the account or attached to its e-mail. */
export const receiptFilename = (reference: string) => `receipt-${reference}.pdf`;

/**
 * What the ride cost, line by line, and what moved on the card (after the ride, a no-show or a
 * cancellation), with the ride's PDF receipt, drawn when the e-mail is sent.
 */
export function receiptMessage(
  b: PaymentBooking,
  outcome: "completed" | "no_show" | "cancelled",
  money: ReceiptMoney,
  head: Letterhead,
  payer: ReceiptPayer = { kind: "card" },
): OutboxInput {
  const content = receiptContent(b, outcome, money, payer);
  return message(
    head,
    b,
    "payment-receipt",
    `Receipt for your booking ${b.reference}`,
    [greeting(b), ...content.intro, { kind: "amounts", rows: content.rows }, ...content.settlement],
    [
      {
        filename: receiptFilename(b.reference),
        contentType: "application/pdf",
        document: { kind: "receipt", bookingId: b.id },
      },
    ],
  );
}

/** A refund the dispatcher made. */
export function refundMessage(
  b: PaymentBooking,
  amountCents: number,
  reason: string,
  head: Letterhead,
): OutboxInput {
  return message(head, b, "payment-refunded", `Refund for your booking ${b.reference}`, [
    greeting(b),
    `we refunded ${formatCents(amountCents)} to ${cardWords(b)} for booking ${b.reference}.`,
    `Reason: ${reason}`,
    "Refunds usually appear on your statement within 5 to 10 business days.",
  ]);
}

/** Every hold released by the dispatcher: nothing more is charged. */
export function releasedMessage(b: PaymentBooking, reason: string, head: Letterhead): OutboxInput {
  return message(head, b, "payment-released", `Payment hold released for your booking ${b.reference}`, [
    greeting(b),
    `we released every hold on ${cardWords(b)} for booking ${b.reference}; nothing more will be charged for it.`,
    `Reason: ${reason}`,
  ]);
}
