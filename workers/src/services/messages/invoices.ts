import { countOf, formatCalendarDate, formatCents, formatPeriod } from "@chauffeur/contract";
import type { OutboxInput, QueuedAttachment } from "../core/outbox";
import { email } from "./compose";
import { action, type Block, type Letterhead, text } from "./letter";

/** An invoice as its messages name it (docs/decisions/026). */
export interface InvoiceForMessage {
  id: string;
  number: string;
  companyName: string;
  billingEmail: string;
  period: string;
  totalCents: number;
  dueOn: string;
  termsDays: number;
}

/** How a company pays: its private card link, and the operator's bank details (configuration). */
export interface HowToPay {
  link: string;
  bankTransfer: string | null;
  siteName: string;
  siteEmail: string;
}

function payLines(inv: InvoiceForMessage, pay: HowToPay): Block[] {
  return [
    action("Pay by card with this private link", pay.link, "Pay by card"),
    text(
      pay.bankTransfer
        ? `Or pay by bank transfer, quoting ${inv.number}: ${pay.bankTransfer}`
        : `Or pay by bank transfer: write to ${pay.siteEmail} for our bank details, quoting ${inv.number}.`,
    ),
  ];
}

/** The invoice's PDF, as the console downloads it, drawn when the e-mail is sent (docs/decisions/022). */
const invoicePdf = (inv: InvoiceForMessage): QueuedAttachment => ({
  filename: `${inv.number}.pdf`,
  contentType: "application/pdf",
  document: { kind: "invoice", invoiceId: inv.id },
});

function invoiceMessage(
  head: Letterhead,
  inv: InvoiceForMessage,
  template: string,
  subject: string,
  lines: (string | Block)[],
  attachments: QueuedAttachment[] = [],
): OutboxInput {
  return email(head, {
    recipient: inv.billingEmail,
    template,
    subject,
    bookingId: null,
    blocks: lines.map((l) => (typeof l === "string" ? text(l) : l)),
    attachments,
  });
}

/** An invoice's rides by cost centre (the order of its PDF and CSV), each group with its subtotal. */
export function byCostCentre<T extends { costCentre: string | null; totalCents: number }>(
  rides: T[],
): { costCentre: string; rides: T[]; totalCents: number }[] {
  const groups = new Map<string, T[]>();
  for (const r of rides) {
    const key = r.costCentre ?? "";
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === "" ? 1 : b === "" ? -1 : a.localeCompare(b)))
    .map(([costCentre, group]) => ({
      costCentre: costCentre || "No cost centre",
      rides: group,
      totalCents: group.reduce((s, r) => s + r.totalCents, 0),
    }));
}

/** An invoice's line for a ride's gratuity changed after `invoiceNumber` billed it: the difference only. */
export const adjustmentDescription = (invoiceNumber: string) =>
  `Gratuity changed after invoice ${invoiceNumber}`;
const isAdjustment = (description: string) => description.startsWith("Gratuity changed after invoice ");

/** How many rides an invoice's lines bill, and the corrections of rides billed before: "3 rides, 1 correction". */
export function ridesOf(lines: { description: string }[]): string {
  const corrections = lines.filter((l) => isAdjustment(l.description)).length;
  const rides = countOf(lines.length - corrections, "ride");
  return corrections > 0 ? `${rides} and ${countOf(corrections, "gratuity correction")}` : rides;
}

/** The month's invoice, to the company's billing contact: every ride by cost centre, and how to pay. */
export function invoiceIssuedMessage(
  inv: InvoiceForMessage,
  rides: {
    costCentre: string | null;
    totalCents: number;
    rideDate: string;
    reference: string;
    passenger: string;
    description: string;
  }[],
  pay: HowToPay,
  head: Letterhead,
): OutboxInput {
  return invoiceMessage(
    head,
    inv,
    "invoice-issued",
    `Invoice ${inv.number} from ${pay.siteName}: ${formatCents(inv.totalCents)} due ${formatCalendarDate(inv.dueOn)}`,
    [
      "Hello,",
      `here is ${pay.siteName}'s invoice ${inv.number} for ${inv.companyName}'s rides on account in ${formatPeriod(inv.period)}: ${ridesOf(rides)}, ${formatCents(inv.totalCents)}, due on ${formatCalendarDate(inv.dueOn)} (net ${inv.termsDays} days). The invoice is attached as a PDF.`,
      ...byCostCentre(rides).flatMap((g): Block[] => [
        text(`${g.costCentre}:`),
        {
          kind: "amounts",
          rows: [
            ...g.rides.map((r) => ({
              label: `${r.rideDate} ${r.reference} ${r.passenger}${isAdjustment(r.description) ? ` (${r.description})` : ""}`,
              amount: formatCents(r.totalCents),
            })),
            { label: "Subtotal", amount: formatCents(g.totalCents) },
          ],
        },
      ]),
      { kind: "amounts", rows: [{ label: "Total", amount: formatCents(inv.totalCents), total: true }] },
      ...payLines(inv, pay),
    ],
    [invoicePdf(inv)],
  );
}

/** An invoice past its due date: 1, 7 and 14 days after, once each, with a fresh payment link. */
export function invoiceOverdueMessage(
  inv: InvoiceForMessage,
  days: number,
  pay: HowToPay,
  head: Letterhead,
): OutboxInput {
  return invoiceMessage(
    head,
    inv,
    "invoice-overdue",
    `Reminder: invoice ${inv.number} is overdue (${formatCents(inv.totalCents)})`,
    [
      "Hello,",
      `our invoice ${inv.number} for ${inv.companyName}'s rides in ${formatPeriod(inv.period)}, ${formatCents(inv.totalCents)}, was due on ${formatCalendarDate(inv.dueOn)} and is ${countOf(days, "day")} overdue.`,
      ...payLines(inv, pay),
      "The link in any earlier email no longer works: use this one. If you have paid meanwhile, thank you, and please ignore this reminder. The invoice is attached again as a PDF.",
    ],
    [invoicePdf(inv)],
  );
}

/** Paid, by card through the link or by transfer marked by the accountant. */
export function invoicePaidMessage(inv: InvoiceForMessage, how: string, head: Letterhead): OutboxInput {
  return invoiceMessage(head, inv, "invoice-paid", `Payment received for invoice ${inv.number}`, [
    "Hello,",
    `we received ${formatCents(inv.totalCents)} for invoice ${inv.number} (${how}). Thank you for riding with ${head.SITE_NAME}.`,
  ]);
}

/** Void: a credit note cancels the invoice in whole. */
export function invoiceVoidMessage(
  inv: InvoiceForMessage,
  creditNote: { number: string; reason: string },
  head: Letterhead,
): OutboxInput {
  return invoiceMessage(
    head,
    inv,
    "invoice-void",
    `Invoice ${inv.number} is cancelled by credit note ${creditNote.number}`,
    [
      "Hello,",
      `invoice ${inv.number} (${formatCents(inv.totalCents)}, ${formatPeriod(inv.period)}) is void: credit note ${creditNote.number} cancels it in full. Nothing is owed on it, and its payment link no longer works.`,
      `Reason: ${creditNote.reason}`,
      "Its rides will be billed again on a corrected invoice.",
    ],
  );
}
