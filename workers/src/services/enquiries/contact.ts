import type {
  ContactMessageItem,
  ContactMessagePage,
  ContactReply,
  ContactReplyResult,
  PageQuery,
  ParsedContactMessage,
} from "@chauffeur/contract";
import { contactMessages, type Db } from "@chauffeur/db";
import { count, desc, eq } from "drizzle-orm";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError, NotFoundError } from "../core/errors";
import { outboxIfChanged } from "../core/outbox";
import { textSearch } from "../core/search";
import { contactReplyMessage } from "../messages/contact";

async function findContactMessage(db: Db, id: string): Promise<ContactMessageItem> {
  const row = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
  if (!row) throw new NotFoundError("Contact message not found");
  return row;
}

const answeredOn = (m: ContactMessageItem) => (m.repliedAt ? ` on ${m.repliedAt.slice(0, 10)}` : "");

/**
 * Answers a contact message once: the reply is stored and the e-mail queued in one batch, the e-mail
 * only if the guarded update changed the row, so a second or simultaneous reply sends nothing.
 */
export async function replyToContactMessage({
  ctx: { db, config, now: at },
  input: { id, ...input },
}: {
  ctx: Ctx;
  input: ContactReply & { id: string };
}): Promise<ContactReplyResult> {
  const message = await findContactMessage(db, id);
  if (message.repliedAt) {
    throw new ConflictError(
      `This message was already answered${answeredOn(message)}; no second reply was sent`,
    );
  }
  const now = at.toISOString();
  const [changed] = await runGuarded(db, [
    {
      sql: "update contact_messages set replied_at = ?, reply = ? where id = ? and replied_at is null",
      params: [now, input.body, id],
    },
    outboxIfChanged(contactReplyMessage(message, input.body, config), now),
  ]);
  if (changed !== 1) {
    throw new ConflictError("Someone else answered this message just now; no second reply was sent");
  }
  return { message: `Reply queued for ${message.email}`, contactMessage: await findContactMessage(db, id) };
}

/** Keeps a contact message for the team; the admin reads them newest first. */
export async function saveContactMessage({ ctx, input }: { ctx: Ctx; input: ParsedContactMessage }) {
  const id = crypto.randomUUID();
  await ctx.db.insert(contactMessages).values({ id, ...input, createdAt: ctx.now.toISOString() });
  return { id };
}

/** Contact messages, newest first, searchable by name, e-mail, phone, service or text. */
export async function listContactMessages({
  ctx: { db },
  input: query,
}: {
  ctx: Ctx;
  input: PageQuery;
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
