import type { Db } from "@chauffeur/db";
import type { Statement } from "../core/batch";

/**
 * Gap-free document numbers, never reused (docs/decisions/026): INV-2026-0001 for invoices, CN-2026-0001 for
 * credit notes, counted per series and year in `document_counters`. A document takes the number after the
 * counter's in the same D1 batch that steps the counter; a trigger refuses any other number, so two runs
 * at once cannot skip or share one: the second's batch fails whole and it tries again with the next.
 */
export type Series = "INV" | "CN";

export const documentNumber = (series: Series, year: number, n: number) =>
  `${series}-${year}-${String(n).padStart(4, "0")}`;

/** The number the next document of the series and year will take, as the counter stands now. */
async function predictedNumber(db: Db, series: Series, year: number): Promise<string> {
  const row = await db.$client
    .prepare("select last_number from document_counters where series = ? and year = ?")
    .bind(series, year)
    .first<{ last_number: number }>();
  return documentNumber(series, year, (row?.last_number ?? 0) + 1);
}

/**
 * The counter's statements around a document's insert: `ensure` (before it) makes the year's counter;
 * `step` (right after the insert, or a statement that changed one row only if it did) counts it.
 */
export function counterStatements(series: Series, year: number): { ensure: Statement; step: Statement } {
  return {
    ensure: {
      sql: "insert or ignore into document_counters (series, year, last_number) values (?, ?, 0)",
      params: [series, year],
    },
    step: {
      sql: "update document_counters set last_number = last_number + 1 where series = ? and year = ? and changes() = 1",
      params: [series, year],
    },
  };
}

const NUMBER_TAKEN =
  /numbers are taken from the counter|UNIQUE constraint failed: (invoices|credit_notes)\.number/;
const ATTEMPTS = 6;

/**
 * Runs `issue` with the next number of the series; when another run took that number first (the trigger
 * or the unique index refuses the batch, which changes nothing), it reads the counter again and retries.
 */
export async function withNextNumber<T>(
  db: Db,
  series: Series,
  year: number,
  issue: (number: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const number = await predictedNumber(db, series, year);
    try {
      return await issue(number);
    } catch (error) {
      if (attempt >= ATTEMPTS || !NUMBER_TAKEN.test(String(error))) throw error;
    }
  }
}
