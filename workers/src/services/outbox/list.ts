import type { OutboxMessage, OutboxPage, PageQuery } from "@chauffeur/contract";
import { outbox } from "@chauffeur/db";
import { count, desc, eq } from "drizzle-orm";
import type { Ctx } from "../core/context";
import { NotFoundError } from "../core/errors";
import { textSearch } from "../core/search";

/** A message as the dispatcher lists it: who, which channel, subject, whether it went out and arrived. */
const listedColumns = {
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
  delivery: outbox.delivery,
};

/** The files as the dispatcher sees them: names and types, not their bytes. */
function attachmentsOf(json: string | null): { filename: string; contentType: string }[] {
  if (!json) return [];
  const files = JSON.parse(json) as { filename: string; contentType: string }[];
  return files.map(({ filename, contentType }) => ({ filename, contentType }));
}

/**
 * One message whole, as its reader gets it: the plain text, an e-mail's HTML and the names of its files;
 * whether it went out, why not, and what the provider reported after.
 */
export async function getOutboxMessage({
  ctx,
  input: { id },
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<OutboxMessage> {
  const row = await ctx.db
    .select({
      ...listedColumns,
      body: outbox.body,
      html: outbox.html,
      attachments: outbox.attachments,
      lastError: outbox.lastError,
      deliveryNote: outbox.deliveryNote,
      deliveryAt: outbox.deliveryAt,
    })
    .from(outbox)
    .where(eq(outbox.id, id))
    .get();
  if (!row) throw new NotFoundError("Message not found");
  return { ...row, attachments: attachmentsOf(row.attachments) };
}

/** Customer messages, newest first, searchable by recipient or subject, with whether each was sent and arrived (the body stays in the database). */
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
