import { bookingReceiptPdf } from "../accounts/rides";
import type { Ctx } from "../core/context";
import type { OutboxDocument } from "../core/outbox";
import { invoicePdf } from "../invoices/documents";
import type { DrawDocument } from "../outbox/send-outbox";

/**
 * The documents e-mails carry, drawn when the outbox sends them (docs/decisions/022): a ride's receipt
 * and a company's invoice, the same PDFs the account and the console download.
 */
export function attachedDocuments(ctx: Ctx): DrawDocument {
  return async (document: OutboxDocument) =>
    document.kind === "receipt"
      ? (await bookingReceiptPdf(ctx, document.bookingId)).pdf
      : (await invoicePdf({ ctx, input: { id: document.invoiceId } })).pdf;
}
