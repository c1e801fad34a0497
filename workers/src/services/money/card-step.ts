import { formatCents } from "@chauffeur/contract";
import type { Statement } from "../core/batch";
import { cardAddedMessage } from "../messages/payment";
import type { Card } from "../payments";
import type { BookingFacts } from "./booking";
import type { MoneyCtx } from "./context";
import type { Actor, Change, PaymentRow } from "./records";

/** What the card step of a booking made by phone (`awaiting_card`) authorizes: the fare hold, or the card check. */
export interface CardStep {
  purpose: "hold" | "verify";
  amountCents: number;
}

/** The card the processor authorized, as the link's call or the bank's confirmation describes it. */
export interface AuthorizedCard {
  ref: string;
  captureBefore: number | null;
  card: Card | null;
  customerRef: string | null;
  paymentMethodRef: string | null;
}

/** The card the processor described, on the booking, in the batch of the change that took it. */
export const cardOnBooking = (card: Card | null, bookingId: string): Statement[] =>
  card
    ? [
        {
          sql: "update bookings set card_last4 = ?, card_brand = ? where id = ? and changes() = 1",
          params: [card.last4, card.brand, bookingId],
        },
      ]
    : [];

/**
 * A booking made by phone gets its card (docs/decisions/027): the card check (state verified, the fare
 * held later by the job) or, inside the hold window, the fare hold itself (state held). The card is
 * saved for the ride and the customer told. `key` is the claim's key (or the confirmation's event key).
 */
export function cardAddedChange(
  ctx: MoneyCtx,
  row: PaymentRow,
  b: BookingFacts,
  step: CardStep,
  paid: AuthorizedCard,
  key: string,
  actor: Actor,
): Change {
  const held = step.purpose === "hold";
  return {
    set: {
      state: held ? "held" : "verified",
      ...(held
        ? { held_cents: step.amountCents, hold_ref: paid.ref, capture_before: paid.captureBefore }
        : {
            verified_cents: step.amountCents,
            verification_ref: paid.ref,
            verification_capture_before: paid.captureBefore,
          }),
      customer_ref: paid.customerRef ?? row.customerRef,
      payment_method_ref: paid.paymentMethodRef ?? row.paymentMethodRef,
      action_ref: null,
      action_kind: null,
      action_cents: 0,
      link_nonce: null,
    },
    actor,
    note: held
      ? `Card added through the payment link: the fare hold of ${formatCents(step.amountCents)} is placed`
      : `Card added through the payment link: checked with ${formatCents(step.amountCents)} and saved for the ride`,
    outbox: cardAddedMessage(
      { ...b, cardBrand: paid.card?.brand ?? null, cardLast4: paid.card?.last4 ?? null },
      { held, amountCents: step.amountCents, holdDays: ctx.config.PAYMENT_HOLD_DAYS },
      ctx.config,
    ),
    also: cardOnBooking(paid.card, b.id),
    ledger: [
      {
        kind: held ? "hold" : "verify",
        amountCents: step.amountCents,
        outcome: "succeeded",
        providerRef: paid.ref,
        idempotencyKey: key,
        detail: "card saved for the ride",
      },
    ],
  };
}
