import { type InvoiceActionResult, serviceToday } from "@chauffeur/contract";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError } from "../core/errors";
import { outboxIfChanged } from "../core/outbox";
import { invoicePaidMessage, invoiceVoidMessage } from "../messages/invoices";
import { counterStatements, withNextNumber } from "./numbering";
import { getInvoice, loadInvoice } from "./view";

const answer = async (ctx: Ctx, id: string, message: string): Promise<InvoiceActionResult> => ({
  message,
  invoice: await getInvoice({ ctx, input: { id } }),
});

const notOwed = (status: string, number: string) =>
  new ConflictError(`Invoice ${number} is ${status}: only an issued or overdue invoice can be changed`);

/** POST /api/admin/invoices/{id}/mark-paid: paid by transfer, with the bank's reference; its link stops working. */
export async function markInvoicePaid({
  ctx,
  input: { id, reference },
}: {
  ctx: Ctx;
  input: { id: string; reference: string };
}): Promise<InvoiceActionResult> {
  const row = await loadInvoice(ctx.db, id);
  const at = ctx.now.toISOString();
  const [paid] = await runGuarded(ctx.db, [
    {
      sql: `update invoices set status = 'paid', paid_at = ?, paid_via = 'transfer', paid_reference = ?, link_nonce = null, action_ref = null
        where id = ? and status in ('issued', 'overdue')`,
      params: [at, reference, id],
    },
    outboxIfChanged(invoicePaidMessage(row, `by transfer, reference ${reference}`, ctx.config), at),
  ]);
  if (paid !== 1) throw notOwed((await loadInvoice(ctx.db, id)).status, row.number);
  return answer(ctx, id, `Invoice ${row.number} is marked paid (${reference})`);
}

/**
 * POST /api/admin/invoices/{id}/void: a credit note (its own gap-free number) cancels the invoice in whole,
 * in one batch with the invoice's new state, the message to the company and the release of its rides and
 * gratuity corrections, which the next run bills again on a corrected invoice. The invoice itself is never edited.
 */
export async function voidInvoice({
  ctx,
  input: { id, reason },
}: {
  ctx: Ctx;
  input: { id: string; reason: string };
}): Promise<InvoiceActionResult> {
  const row = await loadInvoice(ctx.db, id);
  if (row.status !== "issued" && row.status !== "overdue") throw notOwed(row.status, row.number);
  const issuedOn = serviceToday(ctx.now);
  const year = Number(issuedOn.slice(0, 4));
  const counter = counterStatements("CN", year);
  const at = ctx.now.toISOString();
  const creditId = crypto.randomUUID();
  const credit = await withNextNumber(ctx.db, "CN", year, async (number) => {
    const [, voided] = await runGuarded(ctx.db, [
      counter.ensure,
      {
        sql: `update invoices set status = 'void', voided_at = ?, void_reason = ?, link_nonce = null, action_ref = null
          where id = ? and status in ('issued', 'overdue')`,
        params: [at, reason, id],
      },
      {
        sql: `insert into credit_notes (id, number, invoice_id, issued_on, amount_cents, reason, created_at)
          select ?, ?, ?, ?, ?, ?, ? where changes() = 1`,
        params: [creditId, number, id, issuedOn, row.totalCents, reason, at],
      },
      outboxIfChanged(invoiceVoidMessage(row, { number, reason }, ctx.config), at),
      counter.step,
      {
        sql: "delete from invoice_claims where invoice_id = ? and exists (select 1 from credit_notes where id = ?)",
        params: [id, creditId],
      },
      {
        sql: "delete from invoice_adjustments where invoice_id = ? and exists (select 1 from credit_notes where id = ?)",
        params: [id, creditId],
      },
    ]);
    return voided === 1 ? number : null;
  });
  if (!credit) throw notOwed((await loadInvoice(ctx.db, id)).status, row.number);
  return answer(ctx, id, `Invoice ${row.number} is void: credit note ${credit} cancels it`);
}
