import type { AlertKind } from "@chauffeur/contract";
import { type Actor, auditStatement } from "../audit/entry";
import { runGuarded, type Statement } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError, NotFoundError } from "../core/errors";
import { type OutboxInput, outboxIfChanged } from "../core/outbox";

export interface AlertInput {
  kind: AlertKind;
  bookingId: string | null;
  /** What is wrong, as dispatch reads it. */
  detail: string;
  /** Names the problem: while an alert with this key is open, raising it again adds nothing. */
  dedupeKey: string;
  /** A message sent once, when the alert is raised (not when it is raised again while open). */
  notify?: OutboxInput | null;
}

/**
 * The statements that raise an alert, for a use case's own batch: the insert is ignored while an open
 * alert has its dedupe key (a partial unique index), and its message is queued only with the insert.
 * `afterChange`: raised only when the statement just before changed one row (the fact it is about was written).
 */
export function alertStatements(
  ctx: Ctx,
  input: AlertInput,
  { afterChange = false }: { afterChange?: boolean } = {},
): Statement[] {
  const at = ctx.now.toISOString();
  const statements: Statement[] = [
    {
      sql: `insert or ignore into alerts (kind, booking_id, raised_at, detail, dedupe_key) select ?, ?, ?, ?, ?${afterChange ? " where changes() = 1" : ""}`,
      params: [input.kind, input.bookingId, at, input.detail, input.dedupeKey],
    },
  ];
  if (input.notify) statements.push(outboxIfChanged(input.notify, at));
  return statements;
}

/** Raises an alert once per open problem, in a batch of its own. Answers whether it was new. */
export async function raiseAlert({ ctx, input }: { ctx: Ctx; input: AlertInput }): Promise<boolean> {
  const [raised] = await runGuarded(ctx.db, alertStatements(ctx, input));
  return raised === 1;
}

/**
 * Resolves a booking's open alerts of a kind whose problem is gone (their dedupe key is not among those
 * still true). `by`: the staff account that resolved them, or null when the condition cleared itself.
 */
export async function resolveAlerts({
  ctx,
  input: { kind, bookingId, stillOpen = [], by = null },
}: {
  ctx: Ctx;
  input: { kind: AlertKind; bookingId: string; stillOpen?: string[]; by?: string | null };
}): Promise<number> {
  const keep = stillOpen.length ? ` and dedupe_key not in (${stillOpen.map(() => "?").join(", ")})` : "";
  const [resolved] = await runGuarded(ctx.db, [
    {
      sql: `update alerts set resolved_at = ?, resolved_by = ? where kind = ? and booking_id = ? and resolved_at is null${keep}`,
      params: [ctx.now.toISOString(), by, kind, bookingId, ...stillOpen],
    },
  ]);
  return resolved ?? 0;
}

/**
 * The statement that resolves one open problem by its dedupe key (a quote answered, a step reviewed), for
 * the batch of the action that resolved it. `by`: the staff account, or null when it cleared itself.
 */
export function resolveAlertStatement(ctx: Ctx, dedupeKey: string, by: string | null = null): Statement {
  return {
    sql: "update alerts set resolved_at = ?, resolved_by = ? where dedupe_key = ? and resolved_at is null",
    params: [ctx.now.toISOString(), by, dedupeKey],
  };
}

/**
 * Staff mark an open alert as checked (a ride completed early, a low rating looked into): resolved by them,
 * with an audit row in the same batch. 404 for no such alert, 409 when it is already resolved.
 */
export async function resolveAlertByStaff({
  ctx,
  input: { id, actor, note = "" },
}: {
  ctx: Ctx;
  input: { id: number; actor: Actor; note?: string };
}): Promise<void> {
  const at = ctx.now.toISOString();
  const row = await ctx.db.$client
    .prepare("select kind, booking_id, resolved_at, detail from alerts where id = ?")
    .bind(id)
    .first<{ kind: string; booking_id: string | null; resolved_at: string | null; detail: string }>();
  if (!row) throw new NotFoundError("Alert not found");
  if (row.resolved_at) throw new ConflictError("This alert is already resolved");
  const [changed] = await runGuarded(ctx.db, [
    {
      sql: "update alerts set resolved_at = ?, resolved_by = ? where id = ? and resolved_at is null",
      params: [at, actor.id, id],
    },
    auditStatement(
      {
        actor,
        action: "alert.resolved",
        target: { type: "alert", id: String(id), label: row.kind },
        bookingId: row.booking_id,
        before: { resolvedAt: null, detail: row.detail },
        after: { resolvedAt: at },
        reason: note || null,
      },
      at,
      { ifChanged: true },
    ),
  ]);
  if (changed !== 1) throw new ConflictError("This alert is already resolved");
}
