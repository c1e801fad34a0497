import { formatCents } from "@chauffeur/contract";
import { holdPlacedMessage } from "../messages/payment";
import type { AuthorizeResult, CallResult } from "../payments";
import { bookingFacts } from "./booking";
import { cardAddedChange, cardOnBooking } from "./card-step";
import type { MoneyCtx } from "./context";
import type { CallAnswer, Claim, PendingCall } from "./pending-call";
import { type Change, type PaymentRow, restingState } from "./records";
import { customerActionChange } from "./steps";

/** How a claimed call is recorded: the row's change, and the call it hands on to, if any. */
export interface Finished {
  change: Change;
  next?: PendingCall | null;
}

type Of<O extends PendingCall["op"]> = Extract<PendingCall, { op: O }>;

/** After a new hold: the $1 card check is released, unless it already was. */
const releaseCheckAfter = (row: PaymentRow): PendingCall | null =>
  row.verifiedCents > 0 && row.verificationRef
    ? { op: "cancel", ref: row.verificationRef, amountCents: row.verifiedCents, what: "check" }
    : null;

/** The hold is captured (partly: the rest is released); a refused capture clears the hold only if the processor no longer holds it. */
async function captured(ctx: MoneyCtx, row: PaymentRow, c: Claim, call: Of<"capture">, result: CallResult) {
  const holdGone =
    result.ok || (await ctx.payments.retrieve(call.ref).catch(() => null))?.status !== "requires_capture";
  const { amountCents } = call;
  return {
    change: {
      set: {
        ...(holdGone ? { held_cents: 0, hold_ref: null, capture_before: null } : {}),
        ...(result.ok ? { captured_cents: row.capturedCents + amountCents, state: "captured" } : {}),
      },
      note: result.ok
        ? `Captured ${formatCents(amountCents)}${amountCents < row.heldCents ? `; ${formatCents(row.heldCents - amountCents)} of the hold released` : ""}`
        : `Capture refused: ${result.message}`,
      actor: c.actor,
      ledger: [
        {
          kind: "capture" as const,
          amountCents,
          outcome: result.ok ? ("succeeded" as const) : ("failed" as const),
          providerRef: call.ref,
          idempotencyKey: c.key,
          detail: result.ok ? null : result.message,
        },
      ],
    },
  };
}

/** A release: the row lets go of the hold only when the processor did. */
function released(row: PaymentRow, c: Claim, call: Of<"cancel">, result: CallResult): Finished {
  const set: Change["set"] = !result.ok
    ? {}
    : call.what === "hold"
      ? { held_cents: 0, hold_ref: null, capture_before: null }
      : call.what === "check"
        ? { verified_cents: 0 }
        : {};
  const what =
    call.what === "check" ? "the $1 card check" : call.what === "replaced" ? "the replaced hold" : "the hold";
  return {
    change: {
      set,
      note: result.ok
        ? `Released ${what} of ${formatCents(call.amountCents)}`
        : `Release of ${what} refused: ${result.message}`,
      actor: c.actor,
      ledger: [
        {
          kind: "release",
          amountCents: call.amountCents,
          outcome: result.ok ? "succeeded" : "failed",
          providerRef: call.ref,
          idempotencyKey: c.key,
          detail: result.ok
            ? (call.reason ??
              (call.what === "check"
                ? "card check"
                : call.what === "replaced"
                  ? "replaced by a newer hold"
                  : null))
            : result.message,
        },
      ],
    },
    next: result.ok && call.what === "replaced" ? releaseCheckAfter(row) : null,
  };
}

/** A refund: counted when the processor made it; the dispatcher's is also a negative line, so settlement does not charge it again. */
function refunded(
  ctx: MoneyCtx,
  row: PaymentRow,
  c: Claim,
  call: Of<"refund">,
  result: CallResult,
): Finished {
  const total = row.refundedCents + (result.ok ? call.amountCents : 0);
  return {
    change: {
      set: result.ok
        ? {
            refunded_cents: total,
            state: restingState({ capturedCents: row.capturedCents, refundedCents: total }),
          }
        : {},
      note: result.ok
        ? `Refunded ${formatCents(call.amountCents)}: ${call.reason}`
        : `Refund of ${formatCents(call.amountCents)} refused: ${result.message}`,
      actor: c.actor,
      also:
        call.adjustment && result.ok
          ? [
              {
                sql: `insert into payment_lines (booking_id, kind, code, description, amount_cents, actor_type, actor_id, created_at)
                  select ?, 'adjustment', 'refund', ?, ?, ?, ?, ? where changes() = 1`,
                params: [
                  row.bookingId,
                  `Refund: ${call.reason}`.slice(0, 120),
                  -call.amountCents,
                  c.actor.type,
                  c.actor.id,
                  ctx.now.toISOString(),
                ],
              },
            ]
          : [],
      ledger: [
        {
          kind: "refund",
          amountCents: call.amountCents,
          outcome: result.ok ? "succeeded" : "failed",
          providerRef: call.ref,
          idempotencyKey: c.key,
          detail: result.ok ? `${result.ref}: ${call.reason}` : result.message,
        },
      ],
    },
  };
}

/** An authorization: the new hold (a charge's hold; the link's card), or what the customer must now do. */
async function authorized(
  ctx: MoneyCtx,
  row: PaymentRow,
  c: Claim,
  call: Of<"authorize">,
  result: AuthorizeResult,
): Promise<Finished> {
  const amountCents = call.request.amountCents;
  const kind: "hold" | "charge" =
    call.purpose === "charge" || (call.purpose === "pay" && row.actionKind === "charge") ? "charge" : "hold";
  const b = await bookingFacts(ctx.db, row.bookingId);
  // A booking made by phone: the link's card is checked ($1) or, inside the hold window, holds the fare.
  const cardStep =
    call.purpose === "pay" && row.state === "awaiting_card"
      ? { purpose: call.request.purpose === "verify" ? ("verify" as const) : ("hold" as const), amountCents }
      : null;
  if (result.outcome === "authorized" && cardStep) {
    return { change: cardAddedChange(ctx, row, b, cardStep, result, c.key, c.actor) };
  }
  if (result.outcome === "authorized") {
    const entry = {
      kind,
      amountCents,
      outcome: "succeeded" as const,
      providerRef: result.ref,
      idempotencyKey: c.key,
    };
    if (call.purpose === "charge") {
      return {
        change: {
          set: { held_cents: amountCents, hold_ref: result.ref, capture_before: result.captureBefore },
          note: `Authorized ${formatCents(amountCents)} owed for the booking`,
          actor: c.actor,
          ledger: [entry],
        },
      };
    }
    const replaced: PendingCall | null =
      row.holdRef && row.heldCents > 0
        ? { op: "cancel", ref: row.holdRef, amountCents: row.heldCents, what: "replaced" }
        : null;
    const pay = call.purpose === "pay";
    return {
      change: {
        set: {
          state: "held",
          held_cents: amountCents,
          hold_ref: result.ref,
          capture_before: result.captureBefore,
          ...(pay
            ? {
                customer_ref: result.customerRef ?? row.customerRef,
                payment_method_ref: result.paymentMethodRef ?? row.paymentMethodRef,
              }
            : {}),
          action_ref: null,
          action_kind: null,
          action_cents: 0,
          link_nonce: null,
        },
        note: pay
          ? `Paid through the payment link: ${formatCents(amountCents)} authorized`
          : `${call.purpose === "renew" ? "Fare hold renewed" : "Fare hold placed"}: ${formatCents(amountCents)}`,
        actor: c.actor,
        outbox:
          kind === "charge" ? null : holdPlacedMessage(b, amountCents, call.purpose === "renew", ctx.config),
        also: pay ? cardOnBooking(result.card, b.id) : [],
        ledger: [entry],
      },
      next: replaced ?? releaseCheckAfter(row),
    };
  }
  if (call.purpose === "pay") {
    const waiting = result.outcome === "action_required";
    return {
      change: {
        set: waiting ? { action_ref: result.ref } : {},
        note: waiting
          ? "The bank asks the customer to authenticate (3-D Secure)"
          : `The card on the payment link was refused: ${result.message}`,
        actor: c.actor,
        ledger: [
          {
            kind: cardStep?.purpose ?? kind,
            amountCents,
            outcome: waiting ? "action_required" : "declined",
            providerRef: result.ref,
            idempotencyKey: c.key,
            detail: result.message,
          },
        ],
      },
    };
  }
  return {
    change: await customerActionChange(ctx, b, {
      kind: call.purpose === "charge" ? "charge" : "hold",
      amountCents,
      idempotencyKey: c.key,
      result,
    }),
  };
}

/** The record of a claimed call's answer: what changes on the row, the ledger row, and the next call. */
export async function finishCall(
  ctx: MoneyCtx,
  row: PaymentRow,
  c: Claim,
  answer: CallAnswer,
): Promise<Finished> {
  const { call } = c;
  if (call.op === "authorize" && answer.op === "authorize")
    return authorized(ctx, row, c, call, answer.result);
  if (answer.op === "authorize") throw new Error(`${row.bookingId}: an authorization answered a ${call.op}`);
  switch (call.op) {
    case "capture":
      return captured(ctx, row, c, call, answer.result);
    case "cancel":
      return released(row, c, call, answer.result);
    case "refund":
      return refunded(ctx, row, c, call, answer.result);
    default:
      throw new Error(`${row.bookingId}: a ${call.op} answered as a call`);
  }
}
