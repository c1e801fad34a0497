import type { OutboxMessage, OutboxPage, PageQuery } from "@chauffeur/contract";
import { outbox } from "@chauffeur/db";
import { count, desc, eq } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { NotFoundError } from "../core/errors";
import { textSearch } from "../core/search";

/** A message as the dispatcher reads it: who, which channel, subject and body, and whether it went out. */
const messageColumns = {
  id: outbox.id,
  recipient: outbox.recipient,
  channel: outbox.channel,
  template: outbox.template,
  subject: outbox.subject,
  body: outbox.body,
  bookingId: outbox.bookingId,
  status: outbox.status,
  attempts: outbox.attempts,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};
/** The list's columns: the same without the body, which stays in the database until one is opened. */
const { body: _body, ...listedColumns } = messageColumns;

/** One customer message whole: who, which channel, subject and plain-text body, and whether it went out. */
export async function getOutboxMessage({
  ctx,
  input: { id },
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<OutboxMessage> {
  const row = await ctx.db.select(messageColumns).from(outbox).where(eq(outbox.id, id)).get();
  if (!row) throw new NotFoundError("Message not found");
  return row;
}

/** Customer messages, newest first, searchable by recipient or subject, with whether each was sent (the body stays in the database). */
export async function listOutbox({
  ctx: { db },
  input: query,
}: {
  ctx: Ctx;
  input: PageQuery;
}): Promise<OutboxPage> {
  const filter = textSearch(query.search, [outbox.recipient, outbox.subject]);
  const [items, totals] = await db.batch([
    db
      .select(listedColumns)
      .from(outbox)
      .where(filter)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(outbox).where(filter),
  ]);
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
