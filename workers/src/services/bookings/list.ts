import type { BookingListQuery, BookingPage } from "@chauffeur/contract";
import { bookings, bookingTotals, type Db } from "@chauffeur/db";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { textSearch } from "../core/search";
import { bookingRows, toBookingRow } from "./view";

/** What the list's search matches: the reference, the e-mail and the full name. */
const SEARCHED = [
  bookings.reference,
  bookings.email,
  sql`${bookings.firstName} || ' ' || ${bookings.lastName}`,
];

/** A search as one FTS5 phrase: the text as it is, quotes doubled, never query operators. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * Bookings whose reference, e-mail or name contains `text` (case-insensitive): through the trigram index
 * `bookings_search` (migration 0014) from three characters on, which a trigram needs; a shorter search
 * reads every booking, as LIKE does.
 */
/** Whether the trigram index can answer a search: a trigram is three characters. */
const indexed = (text: string) => [...text].length >= 3;

function bookingSearch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  if (!indexed(text)) return textSearch(text, SEARCHED);
  return sql`${bookings}.rowid in (select rowid from bookings_search where bookings_search match ${phrase(text)})`;
}

/** How many bookings match a search: counted in the trigram index, without reading the bookings. */
const searchTotal = (db: Db, text: string) =>
  db
    .select({ total: sql<number>`count(*)` })
    .from(sql`bookings_search`)
    .where(sql`bookings_search match ${phrase(text)}`);

/** The kept count of every booking (migration 0014). */
const allTotal = (db: Db) => db.select({ total: bookingTotals.total }).from(bookingTotals);

/**
 * The ids of one page, newest first: read from an index alone, however deep the page. For a search that
 * matches many bookings, walking the `(created_at, id)` index until the page is full reads fewer
 * entries than fetching and sorting every match (`walk`); SQLite cannot know which, the caller does.
 */
function pageIds(db: Db, filter: SQL | undefined, query: BookingListQuery, walk: boolean) {
  const offset = (query.page - 1) * query.pageSize;
  if (walk)
    return sql`(select ${bookings.id} from ${bookings} indexed by bookings_created_idx where ${filter}
      order by ${bookings.createdAt} desc, ${bookings.id} desc limit ${query.pageSize} offset ${offset})`;
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(filter)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(query.pageSize)
    .offset(offset);
}

export async function listBookings({
  ctx: { db },
  input: query,
}: {
  ctx: Ctx;
  input: BookingListQuery;
}): Promise<BookingPage> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(bookings.status, query.status));
  if (query.assignmentStatus) where.push(eq(bookings.assignmentStatus, query.assignmentStatus));
  const search = bookingSearch(query.search);
  if (search) where.push(search);
  const filter = where.length > 0 ? and(...where) : undefined;
  const page = (ids: ReturnType<typeof pageIds>) =>
    bookingRows(db).where(inArray(bookings.id, ids)).orderBy(desc(bookings.createdAt), desc(bookings.id));

  let rows: Awaited<ReturnType<typeof page>>;
  let total: number;
  const text = query.search ?? "";
  if (!query.status && !query.assignmentStatus && indexed(text)) {
    // A search alone: its matches are counted first (in the index), then the cheaper way to the page is
    // taken: walking the list's index reads (end of the page) x (bookings / matches) entries, fetching
    // the matches reads each of them.
    const [[matches], [all]] = await db.batch([searchTotal(db, text), allTotal(db)]);
    total = matches?.total ?? 0;
    const end = query.page * query.pageSize;
    const walk = total * total > end * (all?.total ?? 0);
    rows = total === 0 ? [] : await page(pageIds(db, filter, query, walk));
  } else {
    const [found, totals] = await db.batch([
      page(pageIds(db, filter, query, false)),
      filter ? db.select({ total: count() }).from(bookings).where(filter) : allTotal(db),
    ]);
    rows = found;
    total = totals[0]?.total ?? 0;
  }
  return { items: rows.map(toBookingRow), total, page: query.page, pageSize: query.pageSize };
}
