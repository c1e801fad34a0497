import { bookingPayments, type Db } from "@chauffeur/db";
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
 * The idempotency key of a provider call: the booking, the operation and the row's version. Two runs
 * that read the same version make the same call (the processor answers the second with the first's
 * result), and only one of them can record it (the guarded update checks the version).
 */
export const callKey = (row: PaymentRow, op: string) => `${row.bookingId}:${op}:v${row.version}`;

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

/** Columns a transition may set (snake_case, as in SQL). */
type Column =
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

export function ledgerStatement(bookingId: string, e: LedgerEntry, at: string, actor: Actor): Statement {
  return {
    // `or ignore`: a call both racing runs made (one key) is one row.
    sql: `insert or ignore into payment_ledger (booking_id, at, kind, amount_cents, outcome, provider_ref, idempotency_key, detail, actor_type, actor_id)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
 * then the customer's message and the history row only if it applied, then the ledger rows (recorded
 * in any case: a call that was made is a fact). Answers whether this run's change applied.
 */
export async function commit(ctx: MoneyCtx, row: PaymentRow, change: Change): Promise<boolean> {
  const at = ctx.now.toISOString();
  const actor = change.actor ?? SYSTEM;
  const entries = Object.entries(change.set);
  const update: Statement = {
    sql: `update booking_payments set ${entries.map(([k]) => `${k} = ?`).join(", ")}${entries.length ? ", " : ""}version = version + 1, updated_at = ?
      where booking_id = ? and version = ?`,
    params: [...entries.map(([, v]) => v ?? null), at, row.bookingId, row.version],
  };
  const to = (change.set.state as string | undefined) ?? row.state;
  const statements: Statement[] = [update];
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
  for (const e of change.ledger ?? []) statements.push(ledgerStatement(row.bookingId, e, at, actor));
  const [changed] = await runGuarded(ctx.db, statements);
  return changed === 1;
}

/** Ledger rows alone (a refused card on the payment link, a provider event that changes nothing). */
export async function record(
  ctx: MoneyCtx,
  bookingId: string,
  entries: LedgerEntry[],
  actor: Actor = SYSTEM,
) {
  if (entries.length === 0) return;
  const at = ctx.now.toISOString();
  await runGuarded(
    ctx.db,
    entries.map((e) => ledgerStatement(bookingId, e, at, actor)),
  );
}
