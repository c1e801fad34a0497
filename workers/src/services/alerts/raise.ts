import type { AlertKind } from "@chauffeur/contract";
import { runGuarded, type Statement } from "../core/batch";
import type { Ctx } from "../core/context";
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
