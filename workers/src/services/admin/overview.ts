import type {
  AdminStats,
  ContactMessagePage,
  OutboxPage,
  PageQuery,
  QuoteRequestPage,
} from "@chauffeur/contract";
import { contactMessages, type Db, outbox, quoteRequests } from "@chauffeur/db";
import { count, desc, sql } from "drizzle-orm";
import { textSearch } from "../core/search";

/** The dashboard's four counts in one query. */
export async function getStats({ db }: { db: Db }): Promise<AdminStats> {
  const row = await db.get<{
    totalBookings: number;
    pendingBookings: number;
    unassignedBookings: number;
    activeDrivers: number;
  }>(
    sql`select
        (select total from booking_totals where id = 1) as totalBookings,
        (select count(*) from bookings where status = 'pending') as pendingBookings,
        (select count(*) from bookings where assignment_status = 'unassigned' and status in ('pending', 'confirmed')) as unassignedBookings,
        (select count(*) from drivers where status = 'active') as activeDrivers`,
  );
  return {
    totalBookings: row.totalBookings,
    pendingBookings: row.pendingBookings,
    activeDrivers: row.activeDrivers,
    unassignedBookings: row.unassignedBookings,
  };
}

/** Contact messages, newest first, searchable by name, e-mail, phone, service or text. */
export async function listContactMessages({
  db,
  query,
}: {
  db: Db;
  query: PageQuery;
}): Promise<ContactMessagePage> {
  const filter = textSearch(query.search, [
    contactMessages.name,
    contactMessages.email,
    contactMessages.phone,
    contactMessages.service,
    contactMessages.message,
  ]);
  const [items, totals] = await db.batch([
    db
      .select()
      .from(contactMessages)
      .where(filter)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(contactMessages).where(filter),
  ]);
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Customers' quote requests, newest first, searchable by who sent them, the places and the message. */
export async function listQuoteRequests({
  db,
  query,
}: {
  db: Db;
  query: PageQuery;
}): Promise<QuoteRequestPage> {
  const filter = textSearch(query.search, [
    quoteRequests.name,
    quoteRequests.email,
    quoteRequests.phone,
    quoteRequests.pickupLocation,
    quoteRequests.destination,
    quoteRequests.message,
  ]);
  const [items, totals] = await db.batch([
    db
      .select()
      .from(quoteRequests)
      .where(filter)
      .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(quoteRequests).where(filter),
  ]);
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Customer messages, newest first, searchable by recipient or subject, with whether each was sent (the body stays in the database). */
export async function listOutbox({ db, query }: { db: Db; query: PageQuery }): Promise<OutboxPage> {
  const filter = textSearch(query.search, [outbox.recipient, outbox.subject]);
  const [items, totals] = await db.batch([
    db
      .select({
        id: outbox.id,
        recipient: outbox.recipient,
        channel: outbox.channel,
        template: outbox.template,
        subject: outbox.subject,
        bookingId: outbox.bookingId,
        status: outbox.status,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(filter)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(outbox).where(filter),
  ]);
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
