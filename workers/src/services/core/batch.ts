import type { Db } from "@chauffeur/db";

/** One raw SQL statement with its parameters, for a D1 batch. */
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

/** A Drizzle query as a raw statement, so it can join a guarded batch with raw ones. */
export function rawStatement(query: { toSQL(): { sql: string; params: unknown[] } }): Statement {
  const { sql, params } = query.toSQL();
  return { sql, params: params as Statement["params"] };
}

/**
 * Rolls back its whole batch unless the statement just before it changed a row: D1 has no RAISE outside
 * triggers, so it inserts NULL into a NOT NULL column of an empty table (migration 0031). For a batch whose
 * later rows must not be written at all when its guard fails (a booking made from a quote).
 */
export function requireChanged(): Statement {
  return { sql: "insert into batch_guard (changed) select null where changes() = 0", params: [] };
}
