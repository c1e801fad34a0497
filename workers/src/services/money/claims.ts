import type { MoneyCtx } from "./context";
import { finishCall } from "./finish-call";
import type { CallAnswer, Claim, PendingCall } from "./pending-call";
import { type Actor, commit, loadPayment, type PaymentRow } from "./records";
import { authorizeOnSession } from "./steps";

export type { CallAnswer, Claim, PendingCall } from "./pending-call";

/** A claim older than this was left by a run that died: the jobs make its call again (same key). */
export const CLAIM_LEASE_MS = 2 * 60_000;

const claimName = (call: PendingCall) => (call.op === "authorize" ? call.purpose : call.op);

/** A fresh claim for a call: a key no other call has used. */
export function newClaim(bookingId: string, actor: Actor, call: PendingCall): Claim {
  return { key: `${bookingId}:${claimName(call)}:${crypto.randomUUID()}`, actor, call };
}

export const claimOf = (row: PaymentRow): Claim | null =>
  row.pendingKey && row.pendingCall
    ? { key: row.pendingKey, ...(JSON.parse(row.pendingCall) as Omit<Claim, "key">) }
    : null;

/** The claim as the row stores it. */
export const stored = (claim: Claim, at: number) => ({
  key: claim.key,
  call: JSON.stringify({ actor: claim.actor, call: claim.call }),
  at,
});

/** The columns of a claim, for a change that starts one (a confirmed hold, then the old one's release). */
export function claimColumns(c: Claim, at: number) {
  const s = stored(c, at);
  return { pending_key: s.key, pending_call: s.call, pending_at: s.at };
}

/**
 * Claims the payment row for one processor call: a guarded update of its version that records the call
 * and its fresh key. Answers the claimed row, or null when another run changed or claimed it first (then
 * this run must not call the processor).
 */
export async function claim(ctx: MoneyCtx, row: PaymentRow, c: Claim): Promise<PaymentRow | null> {
  if (row.pendingKey !== null) return null;
  const { key, call, at } = stored(c, ctx.now.getTime());
  const updatedAt = ctx.now.toISOString();
  const result = await ctx.db.$client
    .prepare(
      `update booking_payments set pending_key = ?, pending_call = ?, pending_at = ?, version = version + 1, updated_at = ?
        where booking_id = ? and version = ? and pending_key is null`,
    )
    .bind(key, call, at, updatedAt, row.bookingId, row.version)
    .run();
  if (result.meta.changes !== 1) return null;
  return { ...row, pendingKey: key, pendingCall: call, pendingAt: at, version: row.version + 1, updatedAt };
}

/** Makes the claimed call under its key (a second time, the processor replays its first answer). */
async function perform(ctx: MoneyCtx, { key, call }: Claim): Promise<CallAnswer> {
  switch (call.op) {
    case "authorize": {
      const request = { ...call.request, idempotencyKey: key };
      const result =
        call.purpose === "pay"
          ? await authorizeOnSession(ctx, request)
          : await ctx.payments.authorize(request);
      return { op: "authorize", result };
    }
    case "capture":
      return {
        op: "capture",
        result: await ctx.payments.capture({
          ref: call.ref,
          amountCents: call.amountCents,
          idempotencyKey: key,
        }),
      };
    case "cancel":
      return { op: "cancel", result: await ctx.payments.cancel({ ref: call.ref, idempotencyKey: key }) };
    case "refund":
      return {
        op: "refund",
        result: await ctx.payments.refund({
          ref: call.ref,
          amountCents: call.amountCents,
          reason: call.reason,
          idempotencyKey: key,
        }),
      };
  }
}

export interface Driven {
  /** The first call's answer. */
  answer: CallAnswer;
  /** Whether its record applied (false: the claim was taken over by the jobs, which recorded it). */
  applied: boolean;
}

/**
 * Makes the call the row is claimed for and records it with the claim's end; a call that hands on a next
 * one (a renewed hold, then the release of the old one) is made the same way, its claim written with the
 * first's record. A processor that cannot be reached leaves the claim for the jobs.
 */
export async function drive(ctx: MoneyCtx, claimed: PaymentRow): Promise<Driven | null> {
  let row: PaymentRow | undefined = claimed;
  let first: Driven | null = null;
  for (let step = 0; step < 4 && row; step++) {
    const c = claimOf(row);
    if (!c) break;
    const answer = await perform(ctx, c);
    const { change, next } = await finishCall(ctx, row, c, answer);
    const nextClaim: Claim | null = next ? newClaim(row.bookingId, c.actor, next) : null;
    const applied = await commit(ctx, row, change, {
      next: nextClaim ? stored(nextClaim, ctx.now.getTime()) : null,
    });
    first ??= { answer, applied };
    if (!applied || !nextClaim) break;
    row = await loadPayment(ctx.db, row.bookingId);
    if (row?.pendingKey !== nextClaim.key) break;
  }
  return first;
}

/** Claims the row for one call and makes it; null when another run holds or changed the row. */
export async function callOnce(
  ctx: MoneyCtx,
  row: PaymentRow,
  actor: Actor,
  call: PendingCall,
): Promise<Driven | null> {
  const claimed = await claim(ctx, row, newClaim(row.bookingId, actor, call));
  return claimed ? drive(ctx, claimed) : null;
}

/** A claim older than the lease is finished now: the call made again with its key, then recorded. */
export async function resumeStaleClaim(ctx: MoneyCtx, bookingId: string): Promise<boolean> {
  const row = await loadPayment(ctx.db, bookingId);
  if (!row?.pendingKey || (row.pendingAt ?? 0) > ctx.now.getTime() - CLAIM_LEASE_MS) return false;
  return (await drive(ctx, row))?.applied ?? false;
}
