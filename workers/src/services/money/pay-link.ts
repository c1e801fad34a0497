import { formatCents, type PayLinkView, type PayResult, type PayWithCard } from "@chauffeur/contract";
import { bookings } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { BadRequestError, ConflictError, NotFoundError } from "../core/errors";
import { cardAddedMessage, holdPlacedMessage } from "../messages/payment";
import { type AuthorizeResult, PaymentRequiredError } from "../payments";
import { type BookingFacts, bookingFacts, bookingOutcome } from "./booking";
import type { MoneyCtx } from "./context";
import { inHoldWindow } from "./holds";
import { linesOf, sumCents } from "./lines";
import { verifyPayToken } from "./pay-token";
import { type Actor, callKey, commit, loadPayment, type PaymentRow, record } from "./records";
import { settleBooking } from "./settle";
import {
  authorizeOnSession,
  metadataOf,
  releaseCheck,
  releaseIfOrphaned,
  releaseReplacedHold,
} from "./steps";
import { customerPayment } from "./view";

const CUSTOMER: Actor = { type: "customer", id: null };

/** The link's booking and payment, once its token is this booking's current link (401, 403, 404, 410). */
/** A payment link as its page sends it: the booking's reference (the path) and the link's token. */
export interface LinkInput {
  reference: string;
  linkToken: string;
}

export async function openLink({
  ctx,
  input: { reference, linkToken: token },
}: {
  ctx: MoneyCtx;
  input: LinkInput;
}) {
  const ref = reference.toUpperCase();
  const booking = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reference, ref))
    .get();
  if (!booking) throw new NotFoundError("This payment link is not valid.");
  const row = await loadPayment(ctx.db, booking.id);
  if (!row) throw new NotFoundError("This booking has no payment to make.");
  await verifyPayToken(
    token,
    ctx.config.JWT_SECRET,
    ref,
    { bookingId: booking.id, nonce: row.linkNonce },
    ctx.now,
  );
  return { row, b: await bookingFacts(ctx.db, booking.id) };
}

/**
 * What a link for a booking made by phone (`awaiting_card`) authorizes now: inside the hold window the fare
 * hold itself, else the card check (released once the fare is held, PAYMENT_HOLD_DAYS before the ride).
 */
async function cardStep(ctx: MoneyCtx, _row: PaymentRow, b: BookingFacts) {
  if (inHoldWindow(ctx, b.pickupAt)) {
    return { purpose: "hold" as const, amountCents: sumCents(await linesOf(ctx.db, b.id)) };
  }
  return { purpose: "verify" as const, amountCents: ctx.config.PAYMENT_AUTH_AMOUNT_CENTS };
}

/** GET /api/pay/{reference}: what the link asks for, for the page to show before it takes a card. */
export async function viewPayLink({ ctx, input }: { ctx: MoneyCtx; input: LinkInput }): Promise<PayLinkView> {
  const { row, b } = await openLink({ ctx, input });
  const step = row.state === "awaiting_card" ? await cardStep(ctx, row, b) : null;
  return {
    reference: b.reference,
    firstName: b.firstName,
    pickupLocation: b.pickupLocation,
    destination: b.destination,
    scheduledDate: b.scheduledDate,
    scheduledTime: b.scheduledTime,
    pickupAt: b.pickupAt,
    purpose: step
      ? step.purpose === "hold"
        ? "hold"
        : "card"
      : row.actionKind === "charge"
        ? "charge"
        : "hold",
    amountCents: step ? step.amountCents : row.actionCents,
    paid: row.state !== "action_required" && row.state !== "awaiting_card",
    cardLast4: b.cardLast4,
    cardBrand: b.cardBrand,
    payment: (await customerPayment(ctx.db, b.id)) ?? (undefined as never),
  };
}

/** The card the processor described, on the booking, in the batch of the change that took it. */
const cardOnBooking = (result: Extract<AuthorizeResult, { outcome: "authorized" }>, bookingId: string) =>
  result.card
    ? [
        {
          sql: "update bookings set card_last4 = ?, card_brand = ? where id = ? and changes() = 1",
          params: [result.card.last4, result.card.brand, bookingId],
        },
      ]
    : [];

/** What this link authorizes now: the payment the row waits for, or a booking made by phone's card step. */
async function stepOf(ctx: MoneyCtx, row: PaymentRow, b: BookingFacts) {
  if (row.state === "awaiting_card") return cardStep(ctx, row, b);
  return {
    purpose: row.actionKind === "charge" ? ("charge" as const) : ("hold" as const),
    amountCents: row.actionCents,
  };
}
type Step = Awaited<ReturnType<typeof stepOf>>;

/**
 * A booking made by phone gets its card: the card check (state verified, the fare held later by the job)
 * or, inside the hold window, the fare hold itself (state held). The card is saved for the ride.
 */
async function completeCard(
  ctx: MoneyCtx,
  row: PaymentRow,
  b: BookingFacts,
  result: Extract<AuthorizeResult, { outcome: "authorized" }>,
  key: string,
  step: Step,
) {
  const held = step.purpose === "hold";
  const done = await commit(ctx, row, {
    set: {
      state: held ? "held" : "verified",
      ...(held
        ? { held_cents: step.amountCents, hold_ref: result.ref, capture_before: result.captureBefore }
        : {
            verified_cents: step.amountCents,
            verification_ref: result.ref,
            verification_capture_before: result.captureBefore,
          }),
      customer_ref: result.customerRef ?? row.customerRef,
      payment_method_ref: result.paymentMethodRef ?? row.paymentMethodRef,
      action_ref: null,
      action_kind: null,
      action_cents: 0,
      link_nonce: null,
    },
    actor: CUSTOMER,
    note: held
      ? `Card added through the payment link: the fare hold of ${formatCents(step.amountCents)} is placed`
      : `Card added through the payment link: checked with ${formatCents(step.amountCents)} and saved for the ride`,
    outbox: cardAddedMessage(
      { ...b, cardBrand: result.card?.brand ?? null, cardLast4: result.card?.last4 ?? null },
      { held, amountCents: step.amountCents, holdDays: ctx.config.PAYMENT_HOLD_DAYS },
      ctx.config,
    ),
    also: cardOnBooking(result, b.id),
    ledger: [
      {
        kind: held ? "hold" : "verify",
        amountCents: step.amountCents,
        outcome: "succeeded",
        providerRef: result.ref,
        idempotencyKey: key,
        detail: "card saved for the ride",
      },
    ],
  });
  if (!done) {
    await releaseIfOrphaned(ctx, b.id, result.ref, step.amountCents);
    throw new ConflictError("This payment changed meanwhile; reload the page.");
  }
}

/** The card on the link is authorized: it becomes the booking's hold (and saved card); a charge is settled. */
async function completeWith(
  ctx: MoneyCtx,
  row: PaymentRow,
  b: BookingFacts,
  result: Extract<AuthorizeResult, { outcome: "authorized" }>,
  key: string,
) {
  const amount = row.actionCents;
  const done = await commit(ctx, row, {
    set: {
      state: "held",
      held_cents: amount,
      hold_ref: result.ref,
      capture_before: result.captureBefore,
      customer_ref: result.customerRef ?? row.customerRef,
      payment_method_ref: result.paymentMethodRef ?? row.paymentMethodRef,
      action_ref: null,
      action_kind: null,
      action_cents: 0,
      link_nonce: null,
    },
    actor: CUSTOMER,
    note: `Paid through the payment link: ${formatCents(amount)} authorized`,
    outbox: row.actionKind === "charge" ? null : holdPlacedMessage(b, amount, false, ctx.config),
    also: cardOnBooking(result, b.id),
    ledger: [
      {
        kind: row.actionKind === "charge" ? "charge" : "hold",
        amountCents: amount,
        outcome: "succeeded",
        providerRef: result.ref,
        idempotencyKey: key,
      },
    ],
  });
  if (!done) {
    await releaseIfOrphaned(ctx, b.id, result.ref, amount);
    throw new ConflictError("This payment changed meanwhile; reload the page.");
  }
  if (row.holdRef && row.heldCents > 0) await releaseReplacedHold(ctx, b.id, row.holdRef, row.heldCents);
  const fresh = await loadPayment(ctx.db, b.id);
  if (fresh) await releaseCheck(ctx, fresh);
  if (bookingOutcome(b)) await settleBooking(ctx, b.id);
}

function owed(row: PaymentRow) {
  if (row.state === "awaiting_card") return;
  if (row.state !== "action_required" || row.actionCents <= 0) {
    throw new ConflictError("Nothing is owed on this booking any more; no card was charged.");
  }
}

/** POST /api/pay/{reference}: a new card's token; 3-D Secure when the bank asks. */
export async function payWithCard({
  ctx,
  input: { card: input, ...link },
}: {
  ctx: MoneyCtx;
  input: LinkInput & { card: PayWithCard };
}): Promise<PayResult> {
  const { row, b } = await openLink({ ctx, input: link });
  owed(row);
  if (input.provider !== ctx.payments.name) {
    throw new BadRequestError(`provider: this site takes ${ctx.payments.name} payments`);
  }
  const tokenHash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(input.token));
  const key = `${callKey(row, "pay")}:${Array.from(new Uint8Array(tokenHash).slice(0, 8), (x) => x.toString(16).padStart(2, "0")).join("")}`;
  const step = await stepOf(ctx, row, b);
  const result = await authorizeOnSession(ctx, {
    source: { token: input.token },
    amountCents: step.amountCents,
    currency: "usd",
    offSession: false,
    purpose: step.purpose,
    save: { email: b.email, name: `${b.firstName} ${b.lastName}`, customerRef: row.customerRef },
    description: `Booking ${b.reference}`,
    idempotencyKey: key,
    metadata: metadataOf(b),
  });
  if (result.outcome === "authorized") {
    if (row.state === "awaiting_card") await completeCard(ctx, row, b, result, key, step);
    else await completeWith(ctx, row, b, result, key);
    return {
      status: "paid",
      message: `Thank you: ${formatCents(step.amountCents)} is authorized on your card.`,
    };
  }
  if (result.outcome === "action_required") {
    await commit(ctx, row, {
      set: { action_ref: result.ref },
      actor: CUSTOMER,
      note: "The bank asks the customer to authenticate (3-D Secure)",
      ledger: [
        {
          kind: step.purpose,
          amountCents: step.amountCents,
          outcome: "action_required",
          providerRef: result.ref,
          idempotencyKey: key,
          detail: result.message,
        },
      ],
    });
    return {
      status: "requires_action",
      message: result.message,
      nextAction: { type: "authenticate", clientSecret: result.clientSecret },
    };
  }
  await record(
    ctx,
    b.id,
    [
      {
        kind: step.purpose,
        amountCents: step.amountCents,
        outcome: "declined",
        providerRef: result.ref,
        idempotencyKey: key,
        detail: result.message,
      },
    ],
    CUSTOMER,
  );
  if (result.reason === "invalid_token") throw new BadRequestError(result.message);
  throw new PaymentRequiredError(result.message);
}

/** POST /api/pay/{reference}/confirm: after 3-D Secure in the page, how the authorization stands. */
export async function confirmPayment({
  ctx,
  input,
}: {
  ctx: MoneyCtx;
  input: LinkInput;
}): Promise<PayResult> {
  const { row, b } = await openLink({ ctx, input });
  owed(row);
  if (!row.actionRef) throw new ConflictError("No payment is waiting for your bank's confirmation.");
  const now = await ctx.payments.retrieve(row.actionRef);
  if (now.status === "requires_capture") {
    const key = `${callKey(row, "pay-confirmed")}`;
    const step = await stepOf(ctx, row, b);
    const authorized = {
      outcome: "authorized" as const,
      ref: row.actionRef,
      captureBefore: now.captureBefore,
      card: now.card,
      customerRef: now.customerRef,
      paymentMethodRef: now.paymentMethodRef,
    };
    if (row.state === "awaiting_card") await completeCard(ctx, row, b, authorized, key, step);
    else await completeWith(ctx, row, b, authorized, key);
    return {
      status: "paid",
      message: `Thank you: ${formatCents(step.amountCents)} is authorized on your card.`,
    };
  }
  if (now.status === "requires_action")
    throw new ConflictError("Your bank has not confirmed the payment yet.");
  await record(
    ctx,
    b.id,
    [
      {
        kind: "hold",
        amountCents: row.actionCents,
        outcome: "declined",
        providerRef: row.actionRef,
        idempotencyKey: callKey(row, "pay-failed"),
        detail: "authentication failed",
      },
    ],
    CUSTOMER,
  );
  throw new PaymentRequiredError(
    "Your bank did not confirm the payment. Please try again or use another card.",
  );
}
