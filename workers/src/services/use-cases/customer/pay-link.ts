import type { PayLinkView, PayResult, PayWithCard } from "@chauffeur/contract";
import * as invoices from "../../invoices/pay-link";
import type { MoneyCtx } from "../../money/context";
import * as bookings from "../../money/pay-link";

/**
 * The one payment link page, for what a link pays (docs/decisions/026): a booking's hold or amount due
 * (its reference), or a company's invoice (its number). Each kind is its domain's; this only chooses.
 */
type LinkInput = bookings.LinkInput;
const forInvoice = (input: LinkInput) => invoices.INVOICE_NUMBER.test(input.reference.toUpperCase());

export async function openLink({ ctx, input }: { ctx: MoneyCtx; input: LinkInput }): Promise<void> {
  if (forInvoice(input)) await invoices.openInvoiceLink(ctx, input);
  else await bookings.openLink({ ctx, input });
}

export const viewPayLink = ({ ctx, input }: { ctx: MoneyCtx; input: LinkInput }): Promise<PayLinkView> =>
  forInvoice(input) ? invoices.viewInvoicePayLink(ctx, input) : bookings.viewPayLink({ ctx, input });

export const payWithCard = ({
  ctx,
  input,
}: {
  ctx: MoneyCtx;
  input: LinkInput & { card: PayWithCard };
}): Promise<PayResult> =>
  forInvoice(input) ? invoices.payInvoiceWithCard(ctx, input) : bookings.payWithCard({ ctx, input });

export const confirmPayment = ({ ctx, input }: { ctx: MoneyCtx; input: LinkInput }): Promise<PayResult> =>
  forInvoice(input) ? invoices.confirmInvoicePayment(ctx, input) : bookings.confirmPayment({ ctx, input });
