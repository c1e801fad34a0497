import { or, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * A dashboard search: rows where any of `columns` contains `text`, case-insensitively (SQLite's
 * LIKE), with LIKE's wildcards escaped so a search for "50%" means the text "50%". No filter
 * when the search is empty.
 */
export function textSearch(text: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (!text) return undefined;
  const term = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(...columns.map((col) => sql`${col} like ${term} escape '\\'`));
}
