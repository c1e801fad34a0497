import { e164Phone } from "@chauffeur/contract";
import type { Db } from "@chauffeur/db";

export interface Statement {
  sql: string;
  params: (string | number | null)[];
}

/**
 * Runs raw statements as one D1 batch (one transaction) and answers each one's changed-row count.
 * Raw SQL here because `insert ... select ... where changes() = 1` (a history row only when the guarded
 * update before it changed the booking) has no Drizzle builder that can join a batch.
 */
export async function runGuarded(db: Db, statements: Statement[]): Promise<number[]> {
  const d1 = db.$client;
  const results = await d1.batch(statements.map((s) => d1.prepare(s.sql).bind(...s.params)));
  return results.map((r) => r.meta.changes);
}

export interface EventInput {
  bookingId: string;
  /** Who made the change; the dispatcher unless said otherwise. */
  actorType?: "admin" | "customer" | "driver" | "system";
  actorId: string | null;
  field: string;
  fromValue: string | null;
  toValue: string | null;
  note?: string | null;
}

/** History rows that appear only when the statement just before them changed exactly one row. */
export function eventsIfChanged(events: EventInput[], now: string): Statement {
  const select = "select ?, ?, ?, ?, ?, ?, ?, ? where changes() = 1";
  return {
    sql: `insert into booking_events (booking_id, actor_type, actor_id, field, from_value, to_value, note, created_at) ${events.map(() => select).join(" union all ")}`,
    params: events.flatMap((e) => [
      e.bookingId,
      e.actorType ?? "admin",
      e.actorId,
      e.field,
      e.fromValue,
      e.toValue,
      e.note ?? null,
      now,
    ]),
  };
}

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
 * A customer message queued only when the statement just before it changed exactly one row. It inserts
 * one row, so `changes() = 1` still holds for history rows placed after it.
 */
export function outboxIfChanged(message: OutboxInput, now: string): Statement {
  return {
    sql: `insert into outbox (id, recipient, template, subject, body, booking_id, created_at, channel, status, attempts)
      select ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0 where changes() = 1`,
    params: outboxParams(message, now),
  };
}

/** A new outbox row's values: id, recipient, template, subject, body, booking, queued at, channel. */
export function outboxParams(message: OutboxInput, now: string): (string | null)[] {
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

/** Text messages are short (two segments): the subject and the tracking link, if the message has one. */
export const SMS_MAX = 320;

/**
 * The text-message copy of a customer message that matters on the day (the chauffeur named, on the way,
 * arrived, a moved pickup, the 2-hour reminder): to the booking's phone, or none when it is not one.
 */
export function smsCopy(message: OutboxInput, phone: string): OutboxInput[] {
  const to = e164Phone(phone);
  if (!to) return [];
  const link = /^Follow your ride[^:]*: (\S+)$/m.exec(message.body)?.[1];
  // A cut link opens nothing: the subject gives way, never the link (a link longer than any room
  // leaves the message longer, in more segments).
  const tail = link ? ` Follow your ride: ${link}` : "";
  const head = `${message.subject}.`;
  const room = Math.max(SMS_MAX - tail.length, 40);
  return [
    {
      ...message,
      channel: "sms",
      recipient: to,
      template: `${message.template}-sms`,
      body: `${head.length > room ? `${head.slice(0, room - 1)}…` : head}${tail}`,
    },
  ];
}

/** A customer message and its text-message copy, each queued only if the write before them changed a row. */
export function outboxWithSms(message: OutboxInput, phone: string, now: string): Statement[] {
  return [message, ...smsCopy(message, phone)].map((m) => outboxIfChanged(m, now));
}
