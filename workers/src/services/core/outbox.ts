import type { Statement } from "./batch";

/** A message to a person, as the outbox keeps it until it is sent (services/messages writes them). */
export interface OutboxInput {
  /** An e-mail address, or an E.164 phone number for a text message. */
  recipient: string;
  /** email (the default) or sms. */
  channel?: "email" | "sms";
  template: string;
  subject: string;
  body: string;
  /** Null for messages about no booking (a reply to a contact message). */
  bookingId: string | null;
}

/**
 * A message queued only when the statement just before it changed exactly one row. It inserts one row,
 * so `changes() = 1` still holds for history rows placed after it.
 */
export function outboxIfChanged(message: OutboxInput, now: string): Statement {
  return {
    sql: `insert into outbox (id, recipient, template, subject, body, booking_id, created_at, channel, status, attempts)
      select ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0 where changes() = 1`,
    params: outboxParams(message, now),
  };
}

/** A message queued once for its key: a second run, or a run at the same moment, adds nothing. */
export function outboxOnce(message: OutboxInput, dedupeKey: string, now: string): Statement {
  return {
    sql: `insert or ignore into outbox (id, recipient, template, subject, body, booking_id, created_at, channel, dedupe_key, status, attempts)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0)`,
    params: [...outboxParams(message, now), dedupeKey],
  };
}

/** A new outbox row's values: id, recipient, template, subject, body, booking, queued at, channel. */
function outboxParams(message: OutboxInput, now: string): (string | null)[] {
  return [
    crypto.randomUUID(),
    message.recipient,
    message.template,
    message.subject,
    message.body,
    message.bookingId,
    now,
    message.channel ?? "email",
  ];
}
