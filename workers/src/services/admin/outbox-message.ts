import type { OutboxMessage } from "@chauffeur/contract";
import { type Db, outbox } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { NotFoundError } from "../core/errors";

/** One customer message whole: who, which channel, subject and plain-text body, and whether it went out. */
export async function getOutboxMessage({ db, id }: { db: Db; id: string }): Promise<OutboxMessage> {
  const row = await db
    .select({
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
    })
    .from(outbox)
    .where(eq(outbox.id, id))
    .get();
  if (!row) throw new NotFoundError("Message not found");
  return row;
}
