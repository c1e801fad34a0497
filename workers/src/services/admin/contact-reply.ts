import type { ContactMessageItem, ContactReply, ContactReplyResult } from "@chauffeur/contract";
import { contactMessages, type Db } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { runGuarded } from "../core/batch";
import { ConflictError, NotFoundError } from "../core/errors";
import { outboxIfChanged } from "../core/outbox";
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
  db,
  id,
  input,
  siteName,
}: {
  db: Db;
  id: string;
  input: ContactReply;
  siteName: string;
}): Promise<ContactReplyResult> {
  const message = await findContactMessage(db, id);
  if (message.repliedAt) {
    throw new ConflictError(
      `This message was already answered${answeredOn(message)}; no second reply was sent`,
    );
  }
  const now = new Date().toISOString();
  const [changed] = await runGuarded(db, [
    {
      sql: "update contact_messages set replied_at = ?, reply = ? where id = ? and replied_at is null",
      params: [now, input.body, id],
    },
    outboxIfChanged(contactReplyMessage(message, input.body, siteName), now),
  ]);
  if (changed !== 1) {
    throw new ConflictError("Someone else answered this message just now; no second reply was sent");
  }
  return { message: `Reply queued for ${message.email}`, contactMessage: await findContactMessage(db, id) };
}
