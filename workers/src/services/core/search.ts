import { or, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** Text for a LIKE pattern, its wildcards (and the escape character) escaped with `\`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * A dashboard search: rows where any of `columns` contains `text`, case-insensitively (SQLite's
 * LIKE), with LIKE's wildcards escaped so a search for "50%" means the text "50%". No filter
 * when the search is empty.
 */
export function textSearch(text: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (!text) return undefined;
  const term = `%${escapeLike(text)}%`;
  return or(...columns.map((col) => sql`${col} like ${term} escape '\\'`));
}
