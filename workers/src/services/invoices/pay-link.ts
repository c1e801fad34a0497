import { formatCents, type InvoicePayLinkView, type PayResult, type PayWithCard } from "@chauffeur/contract";
import { invoices } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import type { Config } from "../../env";
import { runGuarded, type Statement } from "../core/batch";
import { type Ctx, siteUrlOf } from "../core/context";
import { BadRequestError, ConflictError, NotFoundError } from "../core/errors";
import { requestHash } from "../core/fingerprint";
import { outboxIfChanged } from "../core/outbox";
import { type HowToPay, invoicePaidMessage } from "../messages/invoices";
import type { MoneyCtx } from "../money/context";
import { type LinkInput, readLink } from "../money/pay-link";
import { requireCurrentLink, signPayToken } from "../money/pay-token";
import { type Actor, type LedgerEntry, ledgerStatement } from "../money/records";
import { authorizeOnSession } from "../money/steps";
import { type AuthorizeResult, PaymentRequiredError, ProviderError } from "../payments";
import type { InvoiceRow } from "./view";

/** An invoice number, INV-2026-0001: what tells the payment link's page an invoice from a booking. */
export const INVOICE_NUMBER = /^INV-\d{4}-\d{4,}$/;

/**
 * The invoice's key in the money ledger: its rows there name what the money is for, a booking's id or,
 * for an invoice, this (docs/decisions/026).
 */
export const ledgerSubject = (id: string) => `invoice:${id}`;

const COMPANY: Actor = { type: "customer", id: null };

/** How the company pays: its private link, and the operator's bank details from configuration. */
export function howToPay(config: Config, link: string): HowToPay {
  return {
    link,
    bankTransfer: config.INVOICE_BANK_TRANSFER ?? null,
    siteName: config.SITE_NAME,
    siteEmail: config.SITE_EMAIL,
  };
}

/** A fresh private link to pay the invoice by card (the booking's payment page, its token's own subject). */
export async function invoicePayLink(ctx: Ctx, inv: { id: string; number: string }, ttlDays: number) {
  const nonce = crypto.randomUUID();
  const token = await signPayToken(
    { subjectId: inv.id, reference: inv.number, nonce },
    ctx.config.JWT_SECRET,
    ctx.now,
    ttlDays * 24,
  );
  return { nonce, link: `${siteUrlOf(ctx.config)}/pay?token=${token}` };
}

/** The link's invoice, once its token is this invoice's current link (401, 403, 404, 410; 429 as a booking's). */
export async function openInvoiceLink(ctx: MoneyCtx, input: LinkInput) {
  const claims = await readLink(ctx, input);
  const row = await ctx.db.select().from(invoices).where(eq(invoices.id, claims.subjectId)).get();
  if (!row) throw new NotFoundError("This payment link is not valid.");
  requireCurrentLink(claims, row.linkNonce);
  return row;
}

const owing = (row: InvoiceRow) => row.status === "issued" || row.status === "overdue";

export async function viewInvoicePayLink(ctx: MoneyCtx, input: LinkInput): Promise<InvoicePayLinkView> {
  const row = await openInvoiceLink(ctx, input);
  return {
    kind: "invoice",
    reference: row.number,
    companyName: row.companyName,
    period: row.period,
    issuedOn: row.issuedOn,
    dueDate: row.dueOn,
    purpose: "charge",
    amountCents: row.totalCents,
    paid: !owing(row),
  };
}

/**
 * The invoice is paid by card: captured at once, then marked paid with the processor's reference in the same
 * batch as the ledger rows and the thank-you message. A capture refused leaves it owed.
 */
async function capturePaid(ctx: MoneyCtx, row: InvoiceRow, ref: string, key: string) {
  const capture = await ctx.payments.capture({
    ref,
    amountCents: row.totalCents,
    idempotencyKey: `${key}:capture`,
  });
  const at = ctx.now.toISOString();
  const entry = (e: Omit<LedgerEntry, "amountCents">): Statement =>
    ledgerStatement(ledgerSubject(row.id), { ...e, amountCents: row.totalCents }, at, COMPANY, {
      guarded: false,
    });
  const charged = entry({
    kind: "charge",
    outcome: "succeeded",
    providerRef: ref,
    idempotencyKey: key,
    detail: `invoice ${row.number}`,
  });
  if (!capture.ok) {
    await runGuarded(ctx.db, [
      charged,
      entry({
        kind: "capture",
        outcome: "failed",
        providerRef: ref,
        idempotencyKey: `${key}:capture`,
        detail: capture.message,
      }),
    ]);
    throw new ProviderError(
      "The card was authorized but the payment could not be completed; nothing was charged. Please try again.",
    );
  }
  const [paid] = await runGuarded(ctx.db, [
    {
      sql: `update invoices set status = 'paid', paid_at = ?, paid_via = 'card', paid_reference = ?, link_nonce = null, action_ref = null
        where id = ? and status in ('issued', 'overdue')`,
      params: [at, ref, row.id],
    },
    outboxIfChanged(invoicePaidMessage(row, `by card, ${ref}`, ctx.config), at),
    charged,
    entry({
      kind: "capture",
      outcome: "succeeded",
      providerRef: ref,
      idempotencyKey: `${key}:capture`,
      detail: `invoice ${row.number}`,
    }),
  ]);
  if (paid !== 1) {
    // Paid or voided meanwhile (a transfer marked by the accountant): the card's money goes back.
    const refund = await ctx.payments.refund({
      ref,
      amountCents: row.totalCents,
      reason: "Invoice already settled",
      idempotencyKey: `${key}:refund`,
    });
    await runGuarded(ctx.db, [
      entry({
        kind: "refund",
        outcome: refund.ok ? "succeeded" : "failed",
        providerRef: ref,
        idempotencyKey: `${key}:refund`,
        detail: refund.ok ? "invoice already settled" : refund.message,
      }),
    ]);
    throw new ConflictError(`Invoice ${row.number} was settled meanwhile; your card was refunded.`);
  }
  return {
    status: "paid" as const,
    message: `Thank you: ${formatCents(row.totalCents)} is paid for invoice ${row.number}.`,
  };
}

async function answer(
  ctx: MoneyCtx,
  row: InvoiceRow,
  result: AuthorizeResult,
  key: string,
): Promise<PayResult> {
  if (result.outcome === "authorized") return capturePaid(ctx, row, result.ref, key);
  const at = ctx.now.toISOString();
  const entry: LedgerEntry = {
    kind: "charge",
    amountCents: row.totalCents,
    outcome: result.outcome === "action_required" ? "action_required" : "declined",
    providerRef: result.ref,
    idempotencyKey: key,
    detail: result.message,
  };
  if (result.outcome === "action_required") {
    await runGuarded(ctx.db, [
      {
        sql: "update invoices set action_ref = ? where id = ? and status in ('issued', 'overdue')",
        params: [result.ref, row.id],
      },
      ledgerStatement(ledgerSubject(row.id), entry, at, COMPANY, { guarded: false }),
    ]);
    return {
      status: "requires_action",
      message: result.message,
      nextAction: { type: "authenticate", clientSecret: result.clientSecret },
    };
  }
  await runGuarded(ctx.db, [ledgerStatement(ledgerSubject(row.id), entry, at, COMPANY, { guarded: false })]);
  if (result.reason === "invalid_token") throw new BadRequestError(result.message);
  throw new PaymentRequiredError(result.message);
}

function assertOwing(row: InvoiceRow) {
  if (!owing(row))
    throw new ConflictError(
      `Invoice ${row.number} is ${row.status}: nothing is owed on it; no card was charged.`,
    );
}

/** POST /api/pay/{INV-...}: a card's token for the invoice's total; 3-D Secure when the bank asks. */
export async function payInvoiceWithCard(
  ctx: MoneyCtx,
  input: LinkInput & { card: PayWithCard },
): Promise<PayResult> {
  const row = await openInvoiceLink(ctx, input);
  assertOwing(row);
  if (input.card.provider !== ctx.payments.name) {
    throw new BadRequestError(`provider: this site takes ${ctx.payments.name} payments`);
  }
  const key = `${ledgerSubject(row.id)}:pay:${(await requestHash(input.card.token)).slice(0, 16)}`;
  const result = await authorizeOnSession(ctx, {
    source: { token: input.card.token },
    amountCents: row.totalCents,
    currency: "usd",
    offSession: false,
    purpose: "charge",
    description: `Invoice ${row.number}`,
    idempotencyKey: key,
    metadata: { invoice_id: row.id, invoice_number: row.number },
  });
  return answer(ctx, row, result, key);
}

/** POST /api/pay/{INV-...}/confirm: after 3-D Secure, the authorization is captured and the invoice paid. */
export async function confirmInvoicePayment(ctx: MoneyCtx, input: LinkInput): Promise<PayResult> {
  const row = await openInvoiceLink(ctx, input);
  assertOwing(row);
  if (!row.actionRef) throw new ConflictError("No payment is waiting for your bank's confirmation.");
  const now = await ctx.payments.retrieve(row.actionRef);
  if (now.status === "requires_action")
    throw new ConflictError("Your bank has not confirmed the payment yet.");
  if (now.status !== "requires_capture") {
    throw new PaymentRequiredError(
      "Your bank did not confirm the payment. Please try again or use another card.",
    );
  }
  return capturePaid(ctx, row, row.actionRef, `${ledgerSubject(row.id)}:confirm:${row.actionRef}`);
}
