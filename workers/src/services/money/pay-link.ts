import { formatCents, type PayLinkView, type PayResult, type PayWithCard } from "@chauffeur/contract";
import { paymentLedger } from "@chauffeur/db";
import { and, desc, eq } from "drizzle-orm";
import { attemptSucceeded, beginAttempt, CLIENT_LIMIT, type LimitKey, LOCK_MS } from "../auth/rate-limit";
import { BadRequestError, ConflictError, NotFoundError } from "../core/errors";
import { holdPlacedMessage } from "../messages/payment";
import { PaymentRequiredError } from "../payments";
import { type BookingFacts, bookingFacts, bookingOutcome } from "./booking";
import { type AuthorizedCard, type CardStep, cardAddedChange } from "./card-step";
import { callOnce, claimColumns, drive, newClaim, type PendingCall } from "./claims";
import type { MoneyCtx } from "./context";
import { inHoldWindow } from "./holds";
import { linesOf, sumCents } from "./lines";
import { readPayToken, requireCurrentLink, requireSameBooking } from "./pay-token";
import { type Actor, commit, eventKey, loadPayment, type PaymentRow } from "./records";
import { settleBooking } from "./settle";
import { metadataOf } from "./steps";
import { customerPayment } from "./view";

const CUSTOMER: Actor = { type: "customer", id: null };

/** A payment link as its page sends it: the booking's reference (the path), the link's token, the caller's address. */
export interface LinkInput {
  reference: string;
  linkToken: string;
  /** The caller's address (clientAddress), for its allowance of wrong links. */
  client?: string | undefined;
}

/**
 * What a caller with wrong links is allowed: 20 in 15 minutes from one address, then that address waits
 * 15 minutes (the guessing limits of docs/decisions/018, counted per address only: a stranger cannot
 * lock a customer's own link). A link that opens is taken back out of the count.
 */
const payLinkKeys = (client: string | undefined): LimitKey[] => [
  {
    key: `paylink-client:${client ?? "unknown"}`,
    limit: CLIENT_LIMIT,
    windowMs: LOCK_MS,
    kind: "lock",
    lockMs: LOCK_MS,
  },
];

/**
 * A link's claims, once its token is good and names the path's reference: the token is read first and the
 * path only compared with it, so a stranger gets the same answer whatever the reference (401 for a wrong
 * token, counted against the caller's address; 403 only to a link's holder). Bookings' and invoices' links.
 */
export async function readLink(ctx: MoneyCtx, { reference, linkToken: token, client }: LinkInput) {
  const keys = payLinkKeys(client);
  await beginAttempt(ctx.db, keys, {
    now: ctx.now.getTime(),
    message: "Too many payment links tried from this address. Please try again later.",
  });
  const claims = await readPayToken(token, ctx.config.JWT_SECRET, ctx.now);
  await attemptSucceeded(ctx.db, keys);
  requireSameBooking(claims, reference);
  return claims;
}

/** The link's booking and payment, once its token is this booking's current link (401, 403, 404, 410). */
export async function openLink({ ctx, input }: { ctx: MoneyCtx; input: LinkInput }) {
  const claims = await readLink(ctx, input);
  const row = await loadPayment(ctx.db, claims.subjectId);
  if (!row) throw new NotFoundError("This booking has no payment to make.");
  requireCurrentLink(claims, row.linkNonce);
  return { row, b: await bookingFacts(ctx.db, claims.subjectId) };
}

/**
 * What a link for a booking made by phone (`awaiting_card`) authorizes now: inside the hold window the fare
 * hold itself, else the card check (released once the fare is held, PAYMENT_HOLD_DAYS before the ride).
 */
async function cardStep(ctx: MoneyCtx, b: BookingFacts): Promise<CardStep> {
  if (inHoldWindow(ctx, b.pickupAt)) {
    return { purpose: "hold" as const, amountCents: sumCents(await linesOf(ctx.db, b.id)) };
  }
  return { purpose: "verify" as const, amountCents: ctx.config.PAYMENT_AUTH_AMOUNT_CENTS };
}

/** GET /api/pay/{reference}: what the link asks for, for the page to show before it takes a card. */
export async function viewPayLink({ ctx, input }: { ctx: MoneyCtx; input: LinkInput }): Promise<PayLinkView> {
  const { row, b } = await openLink({ ctx, input });
  const step = row.state === "awaiting_card" ? await cardStep(ctx, b) : null;
  return {
    kind: "booking",
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

/** What this link authorizes now: the payment the row waits for, or a booking made by phone's card step. */
async function stepOf(ctx: MoneyCtx, row: PaymentRow, b: BookingFacts) {
  if (row.state === "awaiting_card") return cardStep(ctx, b);
  return {
    purpose: row.actionKind === "charge" ? ("charge" as const) : ("hold" as const),
    amountCents: row.actionCents,
  };
}

/**
 * The card step the bank is confirming (3-D Secure): as the link's call recorded it when the bank asked,
 * so a ride that crossed into the hold window meanwhile still gets what the customer authenticated.
 */
async function pendingCardStep(ctx: MoneyCtx, row: PaymentRow, b: BookingFacts): Promise<CardStep> {
  const asked = await ctx.db
    .select({ kind: paymentLedger.kind, cents: paymentLedger.amountCents })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.bookingId, row.bookingId),
        eq(paymentLedger.providerRef, row.actionRef ?? ""),
        eq(paymentLedger.outcome, "action_required"),
      ),
    )
    .orderBy(desc(paymentLedger.id))
    .get();
  if (asked && (asked.kind === "hold" || asked.kind === "verify")) {
    return { purpose: asked.kind, amountCents: asked.cents };
  }
  return cardStep(ctx, b);
}

/** After the link's card became the hold: a booking already over is settled now. */
async function afterPaid(ctx: MoneyCtx, b: BookingFacts) {
  if (bookingOutcome(b)) await settleBooking(ctx, b.id);
}

const paidMessage = (amountCents: number) =>
  `Thank you: ${formatCents(amountCents)} is authorized on your card.`;

function owed(row: PaymentRow) {
  if (row.state === "awaiting_card") return;
  if (row.state !== "action_required" || row.actionCents <= 0) {
    throw new ConflictError("Nothing is owed on this booking any more; no card was charged.");
  }
}

/**
 * POST /api/pay/{reference}: a new card's token; 3-D Secure when the bank asks. The row is claimed
 * first, so a double click authorizes once (the second click is told a payment is under way).
 */
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
  const step = await stepOf(ctx, row, b);
  const driven = await callOnce(ctx, row, CUSTOMER, {
    op: "authorize",
    purpose: "pay",
    request: {
      source: { token: input.token },
      amountCents: step.amountCents,
      currency: "usd",
      offSession: false,
      purpose: step.purpose,
      save: { email: b.email, name: `${b.firstName} ${b.lastName}`, customerRef: row.customerRef },
      description: `Booking ${b.reference}`,
      metadata: metadataOf(b),
    },
  });
  if (!driven?.applied || driven.answer.op !== "authorize") {
    throw new ConflictError("A payment for this booking is under way; reload the page in a moment.");
  }
  const result = driven.answer.result;
  if (result.outcome === "authorized") {
    await afterPaid(ctx, b);
    return { status: "paid", message: paidMessage(step.amountCents) };
  }
  if (result.outcome === "action_required") {
    return {
      status: "requires_action",
      message: result.message,
      nextAction: { type: "authenticate", clientSecret: result.clientSecret },
    };
  }
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
    if (row.state === "awaiting_card") {
      const step = await pendingCardStep(ctx, row, b);
      await confirmedCard(ctx, row, b, step, {
        ref: row.actionRef,
        captureBefore: now.captureBefore,
        card: now.card,
        customerRef: now.customerRef,
        paymentMethodRef: now.paymentMethodRef,
      });
      return { status: "paid", message: paidMessage(step.amountCents) };
    }
    await confirmedHold(ctx, row, b, row.actionRef, CUSTOMER);
    return { status: "paid", message: paidMessage(row.actionCents) };
  }
  if (now.status === "requires_action")
    throw new ConflictError("Your bank has not confirmed the payment yet.");
  const failed =
    row.state === "awaiting_card"
      ? await pendingCardStep(ctx, row, b)
      : {
          purpose: row.actionKind === "charge" ? ("charge" as const) : ("hold" as const),
          amountCents: row.actionCents,
        };
  await commit(ctx, row, {
    set: { action_ref: null },
    actor: CUSTOMER,
    note: "The bank did not confirm the payment (3-D Secure)",
    ledger: [
      {
        kind: failed.purpose,
        amountCents: failed.amountCents,
        outcome: "declined",
        providerRef: row.actionRef,
        idempotencyKey: eventKey(row, "pay-failed"),
        detail: "authentication failed",
      },
    ],
  });
  throw new PaymentRequiredError(
    "Your bank did not confirm the payment. Please try again or use another card.",
  );
}

/**
 * An authorization the customer completed with their bank (the page's confirm, or the processor's
 * event) becomes the hold, once: the confirmation is a ledger row keyed by the row's version, and the
 * hold it replaces and the card check are then released, each a claimed call.
 */
export async function confirmedHold(
  ctx: MoneyCtx,
  row: PaymentRow,
  b: BookingFacts,
  ref: string,
  actor: Actor,
) {
  const kind = row.actionKind === "charge" ? "charge" : "hold";
  const replaced: PendingCall | null =
    row.holdRef && row.heldCents > 0
      ? { op: "cancel", ref: row.holdRef, amountCents: row.heldCents, what: "replaced" }
      : row.verifiedCents > 0 && row.verificationRef
        ? { op: "cancel", ref: row.verificationRef, amountCents: row.verifiedCents, what: "check" }
        : null;
  const next = replaced ? newClaim(row.bookingId, actor, replaced) : null;
  const done = await commit(ctx, row, {
    set: {
      state: "held",
      held_cents: row.actionCents,
      hold_ref: ref,
      action_ref: null,
      action_kind: null,
      action_cents: 0,
      link_nonce: null,
      ...(next ? claimColumns(next, ctx.now.getTime()) : {}),
    },
    actor,
    note: "The customer confirmed the payment with their bank",
    outbox: kind === "charge" ? null : holdPlacedMessage(b, row.actionCents, false, ctx.config),
    ledger: [
      {
        kind,
        amountCents: row.actionCents,
        outcome: "succeeded",
        providerRef: ref,
        idempotencyKey: eventKey(row, "pay-confirmed"),
      },
    ],
  });
  if (!done) throw new ConflictError("This payment changed meanwhile; reload the page.");
  const claimed = await loadPayment(ctx.db, row.bookingId);
  if (next && claimed?.pendingKey === next.key) await drive(ctx, claimed);
  await afterPaid(ctx, b);
}

/**
 * A booking made by phone whose card the customer confirmed with their bank: the card step is recorded
 * once (a ledger row keyed by the row's version, like `confirmedHold`); nothing is called here, the
 * processor already holds the authorization.
 */
async function confirmedCard(
  ctx: MoneyCtx,
  row: PaymentRow,
  b: BookingFacts,
  step: CardStep,
  paid: AuthorizedCard,
) {
  const done = await commit(
    ctx,
    row,
    cardAddedChange(ctx, row, b, step, paid, eventKey(row, "pay-confirmed"), CUSTOMER),
  );
  if (!done) throw new ConflictError("This payment changed meanwhile; reload the page.");
  await afterPaid(ctx, b);
}
