import { formatCents } from "@chauffeur/contract";
import { siteUrlOf } from "../core/context";
import { type PaymentBooking, paymentLinkMessage } from "../messages/payment";
import type { AuthorizeRequest, AuthorizeResult, CardSource } from "../payments";
import type { BookingFacts } from "./booking";
import type { MoneyCtx } from "./context";
import { signPayToken } from "./pay-token";
import type { Change, PaymentRow } from "./records";

/** The card saved at booking (or on the payment link), for holds made without the customer. */
function savedCard(row: PaymentRow): CardSource | null {
  return row.customerRef && row.paymentMethodRef
    ? { customerRef: row.customerRef, paymentMethodRef: row.paymentMethodRef }
    : null;
}

export const metadataOf = (b: Pick<BookingFacts, "id" | "reference">) => ({
  booking_id: b.id,
  reference: b.reference,
});

/**
 * An authorization while the customer is at the page. A retry after 3-D Secure repeats the same key, so
 * the processor replays its first answer (requires action): ask how the authorization stands now.
 */
export async function authorizeOnSession(ctx: MoneyCtx, request: AuthorizeRequest): Promise<AuthorizeResult> {
  const result = await ctx.payments.authorize(request);
  if (result.outcome !== "action_required") return result;
  const now = await ctx.payments.retrieve(result.ref);
  if (now.status !== "requires_capture") return result;
  return {
    outcome: "authorized",
    ref: result.ref,
    captureBefore: now.captureBefore,
    card: now.card,
    customerRef: now.customerRef,
    paymentMethodRef: now.paymentMethodRef,
  };
}

/**
 * The authorization request for the card saved at booking (or on the payment link), made without the
 * customer: a fare hold, or an amount owed now. Null when no card is saved.
 */
export function savedCardRequest(
  row: PaymentRow,
  b: Pick<BookingFacts, "id" | "reference">,
  call: { purpose: "hold" | "charge"; amountCents: number; description: string },
): Omit<AuthorizeRequest, "idempotencyKey"> | null {
  const source = savedCard(row);
  if (!source) return null;
  return {
    source,
    amountCents: call.amountCents,
    currency: "usd",
    offSession: true,
    purpose: call.purpose,
    description: call.description,
    metadata: metadataOf(b),
  };
}

/** No card is saved for the booking: a refusal the customer answers on the payment link. */
export const NO_SAVED_CARD = {
  outcome: "declined",
  reason: "invalid_token",
  message: "No card is saved for this booking.",
  ref: null,
} as const satisfies AuthorizeResult;

/**
 * A hold or a charge the bank would not make without the customer (declined, or 3-D Secure): the row
 * waits on them (action_required), and they are sent a fresh payment link.
 */
export async function customerActionChange(
  ctx: MoneyCtx,
  b: PaymentBooking,
  refusal: {
    kind: "hold" | "charge";
    amountCents: number;
    idempotencyKey: string;
    result: Exclude<AuthorizeResult, { outcome: "authorized" }>;
  },
): Promise<Change> {
  const { kind, amountCents, result } = refusal;
  const reason =
    result.outcome === "action_required" ? "your bank asks you to confirm it (3-D Secure)." : result.message;
  const { nonce, link } = await newPayLink(ctx, b);
  return {
    set: {
      state: "action_required",
      action_kind: kind,
      action_cents: amountCents,
      action_ref: null,
      link_nonce: nonce,
    },
    note: `${kind === "hold" ? "Fare hold of" : "A charge of"} ${formatCents(amountCents)} needs the customer: ${reason}`,
    outbox: paymentLinkMessage(b, kind, amountCents, reason, link, ctx.config),
    ledger: [
      {
        kind,
        amountCents,
        outcome: result.outcome === "action_required" ? "action_required" : "declined",
        providerRef: result.ref,
        idempotencyKey: refusal.idempotencyKey,
        detail: result.message,
      },
    ],
  };
}

/** A fresh private payment link: the nonce goes in the row with the change, the link in the message. */
export async function newPayLink(ctx: MoneyCtx, b: Pick<BookingFacts, "id" | "reference">) {
  const nonce = crypto.randomUUID();
  const token = await signPayToken(
    { subjectId: b.id, reference: b.reference, nonce },
    ctx.config.JWT_SECRET,
    ctx.now,
    ctx.config.PAYMENT_LINK_TTL_HOURS,
  );
  return { nonce, link: `${siteUrlOf(ctx.config)}/pay?token=${token}` };
}
