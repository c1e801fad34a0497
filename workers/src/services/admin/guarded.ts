import type { Db } from "@chauffeur/db";

export interface Statement {
  sql: string;
  params: (string | number | null)[];
}

/**
 * Runs raw statements as one D1 batch (one transaction) and answers each one's changed-row count.
 * Raw SQL here because `insert ... select ... where changes() = 1` (a history row only when the guarded
 * update before it changed the booking) has no Drizzle builder that can join a batch.
 */
export async function runGuarded(db: Db, statements: Statement[]): Promise<number[]> {
  const d1 = db.$client;
  const results = await d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)));
  return results.map((r) => r.meta.changes);
}

export interface EventInput {
  bookingId: string;
  actorId: string;
  field: string;
  fromValue: string | null;
  toValue: string | null;
  note?: string | null;
}

/** History rows that appear only when the statement just before them changed exactly one row. */
export function eventsIfChanged(events: EventInput[], now: string): Statement {
  const select = "select ?, 'admin', ?, ?, ?, ?, ?, ? where changes() = 1";
  return {
    sql: `insert into booking_events (booking_id, actor_type, actor_id, field, from_value, to_value, note, created_at) ${events.map(() => select).join(" union all ")}`,
    params: events.flatMap((e) => [
      e.bookingId,
      e.actorId,
      e.field,
      e.fromValue,
      e.toValue,
      e.note ?? null,
      now,
    ]),
  };
}
