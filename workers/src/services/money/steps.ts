import { formatCents } from "@chauffeur/contract";
import { siteUrlOf } from "../core/context";
import { type PaymentBooking, paymentLinkMessage } from "../messages/payment";
import type { AuthorizeRequest, AuthorizeResult, CardSource } from "../payments";
import type { BookingFacts } from "./booking";
import type { MoneyCtx } from "./context";
import { signPayToken } from "./pay-token";
import { callKey, commit, loadPayment, type PaymentRow, record } from "./records";

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
 * An authorization on the card saved at booking (or on the payment link), made without the customer: a
 * fare hold, or an amount owed now. With no card saved it is a decline the customer must answer.
 */
export async function authorizeSavedCard(
  ctx: MoneyCtx,
  row: PaymentRow,
  b: Pick<BookingFacts, "id" | "reference">,
  call: { purpose: "hold" | "charge"; amountCents: number; description: string; idempotencyKey: string },
): Promise<AuthorizeResult> {
  const source = savedCard(row);
  if (!source) {
    return {
      outcome: "declined",
      reason: "invalid_token",
      message: "No card is saved for this booking.",
      ref: null,
    };
  }
  return ctx.payments.authorize({
    source,
    amountCents: call.amountCents,
    currency: "usd",
    offSession: true,
    purpose: call.purpose,
    description: call.description,
    idempotencyKey: call.idempotencyKey,
    metadata: metadataOf(b),
  });
}

/**
 * A hold or a charge the bank would not make without the customer (declined, or 3-D Secure): the row
 * waits on them (action_required), and they are sent a fresh payment link. Answers whether it applied.
 */
export async function askCustomerToPay(
  ctx: MoneyCtx,
  row: PaymentRow,
  b: PaymentBooking,
  refusal: {
    kind: "hold" | "charge";
    amountCents: number;
    idempotencyKey: string;
    result: Exclude<AuthorizeResult, { outcome: "authorized" }>;
  },
): Promise<boolean> {
  const { kind, amountCents, result } = refusal;
  const reason =
    result.outcome === "action_required" ? "your bank asks you to confirm it (3-D Secure)." : result.message;
  const { nonce, link } = await newPayLink(ctx, b);
  return commit(ctx, row, {
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
  });
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

/** Releases the booking's $1 card check if it is still held. */
export async function releaseCheck(ctx: MoneyCtx, row: PaymentRow): Promise<boolean> {
  if (row.verifiedCents === 0 || !row.verificationRef) return false;
  const key = callKey(row, "release-check");
  const result = await ctx.payments.cancel({ ref: row.verificationRef, idempotencyKey: key });
  return commit(ctx, row, {
    set: { verified_cents: 0 },
    note: "The $1 card check is released",
    ledger: [
      {
        kind: "release",
        amountCents: row.verifiedCents,
        outcome: result.ok ? "succeeded" : "failed",
        providerRef: row.verificationRef,
        idempotencyKey: key,
        detail: result.ok ? "card check" : result.message,
      },
    ],
  });
}

/** Releases a hold that a newer one replaced (the ledger records it; the row no longer names it). */
export async function releaseReplacedHold(
  ctx: MoneyCtx,
  bookingId: string,
  ref: string,
  amountCents: number,
) {
  const key = `${bookingId}:release-replaced:${ref}`;
  const result = await ctx.payments.cancel({ ref, idempotencyKey: key });
  await record(ctx, bookingId, [
    {
      kind: "release",
      amountCents,
      outcome: result.ok ? "succeeded" : "failed",
      providerRef: ref,
      idempotencyKey: key,
      detail: result.ok ? "replaced by a newer hold" : result.message,
    },
  ]);
}

/**
 * An authorization this run made but could not record (another run changed the payment first): unless
 * the other run recorded the very same authorization (same key, replayed), it is released, so no hold
 * is left on the card that the ledger does not account for.
 */
export async function releaseIfOrphaned(ctx: MoneyCtx, bookingId: string, ref: string, amountCents: number) {
  const now = await loadPayment(ctx.db, bookingId);
  if (now?.holdRef === ref || now?.verificationRef === ref) return;
  await releaseReplacedHold(ctx, bookingId, ref, amountCents);
}
