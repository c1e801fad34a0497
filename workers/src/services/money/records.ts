import { bookingPayments, type Db, paymentLedger } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { runGuarded, type Statement } from "../core/batch";
import { NotFoundError } from "../core/errors";
import { eventsIfChanged } from "../core/history";
import { type OutboxInput, outboxIfChanged } from "../core/outbox";
import type { MoneyCtx } from "./context";

export type PaymentRow = typeof bookingPayments.$inferSelect;

export async function loadPayment(db: Db, bookingId: string): Promise<PaymentRow | undefined> {
  return db.select().from(bookingPayments).where(eq(bookingPayments.bookingId, bookingId)).get();
}

export async function requirePayment(db: Db, bookingId: string): Promise<PaymentRow> {
  const row = await loadPayment(db, bookingId);
  if (!row) throw new NotFoundError("This booking has no payment record");
  return row;
}

/**
 * The key of a ledger row that records no processor call (a hold that lapsed, a confirmation the
 * processor reported): the booking, what happened and the row's version, so two runs that saw the same
 * version write one row (only the one whose guarded update applied writes it).
 */
export const eventKey = (row: PaymentRow, what: string) => `${row.bookingId}:${what}:v${row.version}`;

export interface LedgerEntry {
  kind: "verify" | "hold" | "capture" | "charge" | "release" | "refund" | "expire" | "event";
  amountCents: number;
  outcome: "succeeded" | "declined" | "action_required" | "failed" | "received" | "lapsed";
  providerRef: string | null;
  idempotencyKey: string;
  detail?: string | null;
}

export interface Actor {
  type: "admin" | "customer" | "driver" | "system";
  id: string | null;
}
export const SYSTEM: Actor = { type: "system", id: null };

/**
 * How the history's note of a settlement begins ("Settled: $215.00 paid for the ride", "Settled on account:
 * ..."): the console tells an extra taken with the fare from one charged after it by these rows.
 */
export const SETTLED_NOTE = "Settled";

/** Columns a transition may set (snake_case, as in SQL). */
type Column =
  | "pending_key"
  | "pending_call"
  | "pending_at"
  | "state"
  | "verified_cents"
  | "held_cents"
  | "captured_cents"
  | "refunded_cents"
  | "capture_before"
  | "customer_ref"
  | "payment_method_ref"
  | "verification_ref"
  | "verification_capture_before"
  | "hold_ref"
  | "action_ref"
  | "action_kind"
  | "action_cents"
  | "link_nonce"
  | "settled_at";

export interface Change {
  set: Partial<Record<Column, string | number | null>>;
  ledger?: LedgerEntry[];
  outbox?: OutboxInput | null;
  /** The history row's note (field 'payment', from the old state to the new). */
  note?: string;
  actor?: Actor;
  /** Extra statements run only if the update applied (after the history row). */
  also?: Statement[];
}

/** A change that ends the row's claim (its processor call answered), handing it the next claim if any. */
export interface Finish {
  /** The next call's claim, written with this change (a chain: a renewed hold, then the old one's release). */
  next?: { key: string; call: string; at: number } | null;
}

/** A new ledger row (one processor call, or one event), written only if the guarded update before it applied. */
export function ledgerStatement(
  bookingId: string,
  e: LedgerEntry,
  at: string,
  actor: Actor,
  { guarded = true } = {},
): Statement {
  return {
    // No `or ignore`: every call has its own key, so a duplicate is a fault to investigate, not to hide.
    sql: `insert into payment_ledger (booking_id, at, kind, amount_cents, outcome, provider_ref, idempotency_key, detail, actor_type, actor_id)
      select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?${guarded ? " where changes() = 1" : ""}`,
    params: [
      bookingId,
      at,
      e.kind,
      e.amountCents,
      e.outcome,
      e.providerRef,
      e.idempotencyKey,
      e.detail ?? null,
      actor.type,
      actor.id,
    ],
  };
}

/**
 * Applies a change to the payment row if it is still at the version read (one D1 batch): the update,
 * then, only if it applied, the ledger rows, the customer's message, the history row and the extras.
 * A row claimed for a processor call takes no change but its claim's `finish` (docs/decisions/005).
 * Answers whether this run's change applied.
 */
export async function commit(
  ctx: MoneyCtx,
  row: PaymentRow,
  change: Change,
  finish?: Finish,
): Promise<boolean> {
  if (row.pendingKey !== null && !finish) return false;
  if (finish && row.pendingKey === null)
    throw new Error(`${row.bookingId}: finishing a call it never claimed`);
  const at = ctx.now.toISOString();
  const actor = change.actor ?? SYSTEM;
  const entries = Object.entries(change.set);
  if (finish) {
    entries.push(
      ["pending_key", finish.next?.key ?? null],
      ["pending_call", finish.next?.call ?? null],
      ["pending_at", finish.next?.at ?? null],
    );
  }
  const update: Statement = {
    sql: `update booking_payments set ${entries.map(([k]) => `${k} = ?`).join(", ")}${entries.length ? ", " : ""}version = version + 1, updated_at = ?
      where booking_id = ? and version = ? and pending_key is ?`,
    params: [...entries.map(([, v]) => v ?? null), at, row.bookingId, row.version, row.pendingKey],
  };
  const to = (change.set.state as string | undefined) ?? row.state;
  // Each statement after the update inserts one row when the one before it did, so `changes() = 1` carries.
  const statements: Statement[] = [update];
  for (const e of change.ledger ?? []) statements.push(ledgerStatement(row.bookingId, e, at, actor));
  if (change.outbox) statements.push(outboxIfChanged(change.outbox, at));
  statements.push(
    eventsIfChanged(
      [
        {
          bookingId: row.bookingId,
          actorType: actor.type,
          actorId: actor.id,
          field: "payment",
          fromValue: row.state,
          toValue: to,
          note: change.note ?? null,
        },
      ],
      at,
    ),
  );
  statements.push(...(change.also ?? []));
  const [changed] = await runGuarded(ctx.db, statements);
  return changed === 1;
}

/** The state a settled booking rests in, from what was captured and refunded. */
export function restingState(row: Pick<PaymentRow, "capturedCents" | "refundedCents">) {
  if (row.capturedCents === 0) return "voided";
  if (row.refundedCents === 0) return "captured";
  return row.refundedCents >= row.capturedCents ? "refunded" : "partially_refunded";
}

/**
 * A processor's event, once: false when its key (the event's id) is in the ledger already (a redelivery).
 * Two deliveries at once: the second insert fails on the key, and the processor delivers it again later.
 */
export async function recordEvent(ctx: MoneyCtx, bookingId: string, e: LedgerEntry): Promise<boolean> {
  const seen = await ctx.db
    .select({ id: paymentLedger.id })
    .from(paymentLedger)
    .where(eq(paymentLedger.idempotencyKey, e.idempotencyKey))
    .get();
  if (seen) return false;
  await runGuarded(ctx.db, [
    ledgerStatement(bookingId, e, ctx.now.toISOString(), SYSTEM, { guarded: false }),
  ]);
  return true;
}
