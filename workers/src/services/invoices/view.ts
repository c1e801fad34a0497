import type {
  InvoiceDetails,
  InvoiceListQuery,
  InvoicePage,
  InvoiceStatus,
  InvoiceSummary,
} from "@chauffeur/contract";
import { creditNotes, type Db, invoiceLines, invoices } from "@chauffeur/db";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { NotFoundError } from "../core/errors";
import { textSearch } from "../core/search";

export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice in a list, and in a run's answer. */
export function toSummary(
  row: Pick<
    InvoiceRow,
    "id" | "number" | "companyId" | "companyName" | "period" | "totalCents" | "issuedOn" | "dueOn" | "paidAt"
  > & {
    status: string;
  },
): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    companyId: row.companyId,
    companyName: row.companyName,
    period: row.period,
    totalCents: row.totalCents,
    issuedOn: row.issuedOn,
    dueDate: row.dueOn,
    status: row.status as InvoiceStatus,
    paidAt: row.paidAt,
  };
}

export async function loadInvoice(db: Db, id: string): Promise<InvoiceRow> {
  const row = await db.select().from(invoices).where(eq(invoices.id, id)).get();
  if (!row) throw new NotFoundError("Invoice not found");
  return row;
}

/** An invoice's lines as billed, in order. */
export async function linesOfInvoice(db: Db, id: string) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
}

/** GET /api/admin/invoices/{id}: the invoice with its lines, how it was paid, its credit note. */
export async function getInvoice({
  ctx: { db },
  input: { id },
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<InvoiceDetails> {
  const row = await loadInvoice(db, id);
  const [lines, credit] = await Promise.all([
    linesOfInvoice(db, id),
    db.select().from(creditNotes).where(eq(creditNotes.invoiceId, id)).get(),
  ]);
  return {
    ...toSummary(row),
    billingEmail: row.billingEmail,
    termsDays: row.termsDays,
    paidVia: row.paidVia,
    paidReference: row.paidReference,
    voidReason: row.voidReason,
    creditNote: credit
      ? {
          number: credit.number,
          issuedOn: credit.issuedOn,
          amountCents: credit.amountCents,
          reason: credit.reason,
        }
      : null,
    lines: lines.map((l) => ({
      rideDate: l.rideDate,
      reference: l.reference,
      passenger: l.passenger,
      route: l.route,
      costCentre: l.costCentre,
      po: l.poNumber,
      description: l.description,
      fareCents: l.fareCents,
      extrasCents: l.extrasCents,
      waitingCents: l.waitingCents,
      gratuityCents: l.gratuityCents,
      totalCents: l.totalCents,
    })),
  };
}

/** GET /api/admin/invoices: newest first, by state or company, searchable by number or company. */
export async function listInvoices({
  ctx: { db },
  input: query,
}: {
  ctx: Ctx;
  input: InvoiceListQuery;
}): Promise<InvoicePage> {
  const filters: (SQL | undefined)[] = [
    query.status ? eq(invoices.status, query.status) : undefined,
    query.companyId ? eq(invoices.companyId, query.companyId) : undefined,
    textSearch(query.search, [invoices.number, invoices.companyName]),
  ];
  const where = and(...filters);
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return {
    items: rows.map(toSummary),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
