import { formatCalendarDate, formatCents, formatPeriod } from "@chauffeur/contract";
import { creditNotes } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import type { Config } from "../../env";
import type { Ctx } from "../core/context";
import { type PdfBlock, renderPdf } from "../documents/pdf";
import { byCostCentre, ridesOf } from "../messages/invoices";
import { type InvoiceRow, linesOfInvoice, loadInvoice } from "./view";

type Line = Awaited<ReturnType<typeof linesOfInvoice>>[number];

/** The operator as every document names it: its name, postal address, phone and e-mail (configuration). */
export function operatorLines(config: Config): string[] {
  const address = (config.OPERATOR_ADDRESS ?? "").split(/\s*\|\s*|\n/).filter(Boolean);
  return [config.SITE_NAME, ...address, `${config.SITE_PHONE} · ${config.SITE_EMAIL}`];
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The state an invoice's documents print: paid when, void by which credit note. */
function standing(row: InvoiceRow, creditNote: string | null): string | null {
  if (row.status === "paid")
    return `Paid on ${row.paidAt?.slice(0, 10) ?? ""} (${row.paidVia === "card" ? "card" : "bank transfer"}, ${row.paidReference ?? ""}).`;
  if (row.status === "void")
    return `Void: cancelled in full by credit note ${creditNote ?? ""}. ${row.voidReason ?? ""}`;
  return null;
}

function tableRows(lines: Line[]) {
  return byCostCentre(lines).flatMap((g) => [
    { cells: [`Cost centre: ${g.costCentre}`, "", "", "", "", "", "", "", "", ""], strong: true },
    ...g.rides.map((l) => ({
      cells: [
        l.rideDate,
        l.reference,
        l.passenger,
        `${l.route}${l.description === "Ride" ? "" : ` (${l.description})`}`,
        l.poNumber ?? "",
        formatCents(l.fareCents),
        formatCents(l.extrasCents),
        formatCents(l.waitingCents),
        formatCents(l.gratuityCents),
        formatCents(l.totalCents),
      ],
    })),
    {
      cells: [`Subtotal ${g.costCentre}`, "", "", "", "", "", "", "", "", formatCents(g.totalCents)],
      strong: true,
    },
  ]);
}

/** GET /api/admin/invoices/{id}/pdf: the invoice as issued, a line per ride grouped by cost centre. */
export async function invoicePdf({ ctx, input: { id } }: { ctx: Ctx; input: { id: string } }) {
  const row = await loadInvoice(ctx.db, id);
  const [lines, credit] = await Promise.all([
    linesOfInvoice(ctx.db, id),
    ctx.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, id)).get(),
  ]);
  const state = standing(row, credit?.number ?? null);
  const blocks: PdfBlock[] = [
    { kind: "heading", text: "Bill to" },
    {
      kind: "facts",
      rows: [
        { label: "Company", value: row.companyName },
        { label: "Billing contact", value: row.billingEmail },
        { label: "Rides", value: `${ridesOf(lines)} on account in ${formatPeriod(row.period)}` },
      ],
    },
    ...(state ? [{ kind: "text" as const, text: state }] : []),
    {
      kind: "table",
      columns: [
        { label: "Date", width: 9 },
        { label: "Reference", width: 9 },
        { label: "Passenger", width: 12 },
        { label: "Route", width: 21 },
        { label: "PO", width: 7 },
        { label: "Fare", width: 9, align: "right" },
        { label: "Extras", width: 8, align: "right" },
        { label: "Waiting", width: 8, align: "right" },
        { label: "Gratuity", width: 8, align: "right" },
        { label: "Total", width: 9, align: "right" },
      ],
      rows: tableRows(lines),
    },
    {
      kind: "amounts",
      rows: [
        {
          label: `Total due by ${formatCalendarDate(row.dueOn)}`,
          amount: formatCents(row.totalCents),
          total: true,
        },
      ],
    },
    { kind: "heading", text: "How to pay" },
    {
      kind: "text",
      text: `By card: with the private link in the e-mail that brought this invoice (or its latest reminder).`,
    },
    {
      kind: "text",
      text: ctx.config.INVOICE_BANK_TRANSFER
        ? `By bank transfer, quoting ${row.number}: ${ctx.config.INVOICE_BANK_TRANSFER}`
        : `By bank transfer: write to ${ctx.config.SITE_EMAIL} for our bank details, quoting ${row.number}.`,
    },
  ];
  const pdf = await renderPdf({
    title: `Invoice ${row.number}`,
    issuer: operatorLines(ctx.config),
    meta: [
      { label: "Issued", value: formatCalendarDate(row.issuedOn) },
      { label: "Due", value: formatCalendarDate(row.dueOn) },
      { label: "Period", value: formatPeriod(row.period) },
      { label: "Terms", value: `Net ${row.termsDays} days` },
    ],
    blocks,
    date: new Date(row.createdAt),
  });
  return { filename: `${row.number}.pdf`, pdf };
}

/** One CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function field(value: string): string {
  // A negative amount (a lowered gratuity's correction) is a number, not a formula.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+\.\d\d$/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** GET /api/admin/invoices/{id}/csv: the lines grouped by cost centre, a subtotal after each, the total last. */
export async function invoiceCsv({ ctx, input: { id } }: { ctx: Ctx; input: { id: string } }) {
  const row = await loadInvoice(ctx.db, id);
  const lines = await linesOfInvoice(ctx.db, id);
  const header = [
    "Invoice",
    "Cost centre",
    "Date",
    "Reference",
    "Passenger",
    "Route",
    "PO",
    "Description",
    "Fare",
    "Extras",
    "Waiting",
    "Gratuity",
    "Total",
  ];
  const rows: string[][] = [header];
  for (const g of byCostCentre(lines)) {
    for (const l of g.rides) {
      rows.push([
        row.number,
        g.costCentre,
        l.rideDate,
        l.reference,
        l.passenger,
        l.route,
        l.poNumber ?? "",
        l.description,
        dollars(l.fareCents),
        dollars(l.extrasCents),
        dollars(l.waitingCents),
        dollars(l.gratuityCents),
        dollars(l.totalCents),
      ]);
    }
    rows.push([
      row.number,
      g.costCentre,
      "",
      "",
      "",
      "",
      "",
      "Subtotal",
      "",
      "",
      "",
      "",
      dollars(g.totalCents),
    ]);
  }
  rows.push([row.number, "", "", "", "", "", "", "Total", "", "", "", "", dollars(row.totalCents)]);
  return {
    filename: `${row.number}.csv`,
    csv: `${rows.map((r) => r.map(field).join(",")).join("\r\n")}\r\n`,
  };
}
