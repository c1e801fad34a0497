import type { ContactMessageItem, ContactReply, ContactReplyResult } from "@chauffeur/contract";
import { contactMessages, type Db } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { runGuarded } from "../core/batch";
import { ConflictError, NotFoundError } from "../core/errors";
import { type OutboxInput, outboxIfChanged } from "../core/outbox";

/** How much of the customer's message is quoted back: enough to recall it, not a wall of text. */
const QUOTE_CHARS = 300;

async function findContactMessage(db: Db, id: string): Promise<ContactMessageItem> {
  const row = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
  if (!row) throw new NotFoundError("Contact message not found");
  return row;
}

const answeredOn = (m: ContactMessageItem) => (m.repliedAt ? ` on ${m.repliedAt.slice(0, 10)}` : "");

/** The e-mail the sender gets: the reply, then a short quote of what they wrote. */
export function contactReplyMessage(m: ContactMessageItem, reply: string, siteName: string): OutboxInput {
  const original =
    m.message.length > QUOTE_CHARS ? `${m.message.slice(0, QUOTE_CHARS).trimEnd()}…` : m.message;
  return {
    recipient: m.email,
    template: "contact-reply",
    subject: `Re: your message to ${siteName}`,
    body: [
      `Dear ${m.name},`,
      "",
      reply,
      "",
      `${siteName}`,
      "",
      `On ${m.createdAt.slice(0, 10)} you wrote:`,
      ...original.split("\n").map((line) => `> ${line}`),
    ].join("\n"),
    bookingId: null,
  };
}

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
