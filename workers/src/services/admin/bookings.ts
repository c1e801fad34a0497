import type { AdminBooking, BookingDetails, BookingListQuery, BookingPage } from "@chauffeur/contract";
import { bookingEvents, bookings, bookingTotals, type Db } from "@chauffeur/db";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { runGuarded } from "../core/batch";
import { ConflictError, NotFoundError } from "../core/errors";
import { eventsIfChanged } from "../core/history";
import { outboxIfChanged } from "../core/outbox";
import { textSearch } from "../core/search";
import { approvedMessage } from "../messages/booking";
import { afterCommit } from "../money/after-commit";
import type { MoneyCtx } from "../money/context";
import { holdIfDue } from "../money/holds";
import { adminPayment } from "../money/view";
import { bookingColumns, bookingRows, toAdminBooking, toBookingRow } from "./booking-view";

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

export async function listBookings({ db, query }: { db: Db; query: BookingListQuery }): Promise<BookingPage> {
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

export async function findBooking(db: Db, id: string): Promise<AdminBooking> {
  const row = await db.select(bookingColumns).from(bookings).where(eq(bookings.id, id)).get();
  if (!row) throw new NotFoundError("Booking not found");
  return toAdminBooking(row);
}

export async function getBookingDetails({ db, id }: { db: Db; id: string }): Promise<BookingDetails> {
  const row = await bookingRows(db).where(eq(bookings.id, id)).get();
  if (!row) throw new NotFoundError("Booking not found");
  const booking = toBookingRow(row);
  const history = await db
    .select({
      id: bookingEvents.id,
      actorType: bookingEvents.actorType,
      actorId: bookingEvents.actorId,
      field: bookingEvents.field,
      fromValue: bookingEvents.fromValue,
      toValue: bookingEvents.toValue,
      note: bookingEvents.note,
      createdAt: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.id));
  return { ...booking, history, payment: await adminPayment(db, id) };
}

/** Approves a pending booking; a ride already inside the hold window gets its fare hold at once. */
export async function approveBooking({
  db,
  id,
  adminId,
  money,
}: {
  db: Db;
  id: string;
  adminId: string;
  money: MoneyCtx;
}) {
  const booking = await findBooking(db, id);
  if (booking.status !== "pending") {
    throw new ConflictError(`Only pending bookings can be approved; this one is ${booking.status}`);
  }
  const now = new Date().toISOString();
  const [changed] = await runGuarded(db, [
    {
      sql: "update bookings set status = 'confirmed', updated_at = ? where id = ? and status = 'pending'",
      params: [now, id],
    },
    outboxIfChanged(approvedMessage(booking), now),
    eventsIfChanged(
      [{ bookingId: id, actorId: adminId, field: "status", fromValue: "pending", toValue: "confirmed" }],
      now,
    ),
  ]);
  if (changed !== 1)
    throw new ConflictError("This booking was changed by someone else; it is no longer pending");
  await afterCommit("hold at approval", id, () => holdIfDue(money, id));
  return { message: "Booking approved successfully!", booking: await findBooking(db, id) };
}
