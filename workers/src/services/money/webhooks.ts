import { formatCents } from "@chauffeur/contract";
import { bookingPayments, paymentLedger } from "@chauffeur/db";
import { eq, or } from "drizzle-orm";
import { BadRequestError, ConflictError, NotFoundError } from "../core/errors";
import { bookingFacts } from "./booking";
import type { MoneyCtx } from "./context";
import { confirmedHold } from "./pay-link";
import { commit, loadPayment, recordEvent, SYSTEM } from "./records";
import { verifyStripeSignature } from "./stripe-signature";

interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/** The PaymentIntent an event concerns (an intent itself, or a charge / refund naming one). */
function intentOf(event: StripeEvent): string | null {
  const o = event.data.object;
  if (o.object === "payment_intent" && typeof o.id === "string") return o.id;
  return typeof o.payment_intent === "string" ? o.payment_intent : null;
}

async function bookingOfIntent(ctx: MoneyCtx, intent: string): Promise<string | null> {
  const row = await ctx.db
    .select({ id: bookingPayments.bookingId })
    .from(bookingPayments)
    .where(
      or(
        eq(bookingPayments.holdRef, intent),
        eq(bookingPayments.verificationRef, intent),
        eq(bookingPayments.actionRef, intent),
      ),
    )
    .get();
  if (row) return row.id;
  const seen = await ctx.db
    .select({ id: paymentLedger.bookingId })
    .from(paymentLedger)
    .where(eq(paymentLedger.providerRef, intent))
    .get();
  return seen?.id ?? null;
}

/**
 * POST /api/payments/stripe/webhook: an event whose signature (Stripe-Signature, over the raw body) is
 * Stripe's, then handled; 404 while no webhook secret is configured.
 */
export async function receiveStripeEvent({
  ctx,
  input: { raw, signature },
}: {
  ctx: MoneyCtx;
  input: { raw: string; signature: string | undefined };
}): Promise<{ handled: boolean }> {
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new NotFoundError("Stripe webhooks are not configured");
  await verifyStripeSignature(raw, signature, secret, ctx.now);
  return handleStripeEvent(ctx, raw);
}

export const HANDLED_EVENTS = [
  "charge.expired",
  "payment_intent.amount_capturable_updated",
  "charge.refunded",
  "refund.updated",
];

/**
 * A verified Stripe event: recorded once in the ledger (its event id is the key, so a redelivery is one
 * row), then acted on. A lapsed hold is marked (the job re-holds); an authorization the customer
 * completed after 3-D Secure becomes the hold even if the page never came back; a refund made in
 * Stripe's dashboard is counted.
 */
export async function handleStripeEvent(ctx: MoneyCtx, raw: string): Promise<{ handled: boolean }> {
  let event: StripeEvent;
  try {
    event = JSON.parse(raw) as StripeEvent;
  } catch {
    throw new BadRequestError("Webhook body must be JSON");
  }
  if (typeof event?.id !== "string" || typeof event.type !== "string" || !event.data?.object) {
    throw new BadRequestError("Not a Stripe event");
  }
  if (!HANDLED_EVENTS.includes(event.type)) return { handled: false };
  const intent = intentOf(event);
  const bookingId = intent ? await bookingOfIntent(ctx, intent) : null;
  if (!intent || !bookingId) return { handled: false };
  const o = event.data.object;
  const amount = Number(o.amount ?? o.amount_capturable ?? o.amount_refunded ?? 0) || 0;
  // A money action holds the row: Stripe is asked to deliver the event again later (any answer but 2xx).
  if ((await loadPayment(ctx.db, bookingId))?.pendingKey) {
    throw new ConflictError("A payment change is under way; deliver this event again");
  }
  const first = await recordEvent(ctx, bookingId, {
    kind: "event",
    amountCents: amount,
    outcome: "received",
    providerRef: intent,
    idempotencyKey: `stripe:${event.id}`,
    detail: event.type,
  });
  if (!first) return { handled: true };
  const row = await loadPayment(ctx.db, bookingId);
  if (!row) return { handled: true };
  if (event.type === "charge.expired") {
    if (row.holdRef === intent) {
      await commit(ctx, row, {
        set: {
          state: row.state === "held" ? "expired" : row.state,
          held_cents: 0,
          hold_ref: null,
          capture_before: null,
        },
        note: `Stripe reports the hold of ${formatCents(row.heldCents)} expired`,
      });
    } else if (row.verificationRef === intent && row.verifiedCents > 0) {
      await commit(ctx, row, {
        set: { verified_cents: 0 },
        note: "Stripe reports the $1 card check expired",
      });
    }
  } else if (event.type === "payment_intent.amount_capturable_updated") {
    const capturable = Number(o.amount_capturable ?? 0);
    if (row.actionRef === intent && row.state === "action_required" && capturable >= row.actionCents) {
      await confirmedHold(ctx, row, await bookingFacts(ctx.db, bookingId), intent, SYSTEM);
    }
  } else {
    // charge.refunded carries the charge's cumulative amount_refunded; refund.updated one refund.
    const refundedThere = event.type === "charge.refunded" ? Number(o.amount_refunded ?? 0) : 0;
    const ours = await ctx.db
      .select({ kind: paymentLedger.kind, cents: paymentLedger.amountCents, outcome: paymentLedger.outcome })
      .from(paymentLedger)
      .where(eq(paymentLedger.providerRef, intent));
    const known = ours
      .filter((r) => r.kind === "refund" && r.outcome === "succeeded")
      .reduce((s, r) => s + r.cents, 0);
    const extra = refundedThere - known;
    if (extra > 0) {
      const refunded = row.refundedCents + extra;
      await commit(ctx, row, {
        set: {
          refunded_cents: refunded,
          state: refunded >= row.capturedCents ? "refunded" : "partially_refunded",
        },
        note: `Stripe reports ${formatCents(extra)} refunded outside this dashboard`,
        ledger: [
          {
            kind: "refund",
            amountCents: extra,
            outcome: "succeeded",
            providerRef: intent,
            idempotencyKey: `stripe:${event.id}:refund`,
            detail: "refunded in Stripe",
          },
        ],
      });
    }
  }
  return { handled: true };
}
