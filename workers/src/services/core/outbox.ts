import type { Statement } from "./batch";

/** A file sent with an e-mail (the ride's calendar file), its content in base64. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A document the platform draws from its records (docs/decisions/022): a ride's receipt, an invoice. */
export type OutboxDocument = { kind: "receipt"; bookingId: string } | { kind: "invoice"; invoiceId: string };

/**
 * A file the outbox names but does not keep: the sender draws the document when the e-mail goes, so a
 * row stays small and the file is the one the customer can download (a PDF is tens of KB, an ics 2).
 */
export interface OutboxDocumentAttachment {
  filename: string;
  contentType: string;
  document: OutboxDocument;
}

/** An e-mail's file as queued: its bytes, or the document to draw when it is sent. */
export type QueuedAttachment = OutboxAttachment | OutboxDocumentAttachment;

/** Bytes as base64, as mail APIs take files. */
export function base64Of(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** A message to a person, as the outbox keeps it until it is sent (services/messages writes them). */
export interface OutboxInput {
  /** An e-mail address, or an E.164 phone number for a text message. */
  recipient: string;
  /** email (the default) or sms. */
  channel?: "email" | "sms";
  template: string;
  subject: string;
  /** Plain text: a text message whole, or an e-mail's plain-text part. */
  body: string;
  /** An e-mail's HTML part, rendered once here so every attempt sends the same bytes. */
  html?: string | null;
  attachments?: QueuedAttachment[];
  /** Null for messages about no booking (a reply to a contact message). */
  bookingId: string | null;
}

/**
 * A message queued only when the statement just before it changed exactly one row. It inserts one row,
 * so `changes() = 1` still holds for history rows placed after it.
 */
export function outboxIfChanged(message: OutboxInput, now: string): Statement {
  return {
    sql: `insert into outbox (id, recipient, template, subject, body, booking_id, created_at, channel, html, attachments, status, attempts)
      select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0 where changes() = 1`,
    params: outboxParams(message, now),
  };
}

/** A message queued once for its key: a second run, or a run at the same moment, adds nothing. */
export function outboxOnce(message: OutboxInput, dedupeKey: string, now: string): Statement {
  return {
    sql: `insert or ignore into outbox (id, recipient, template, subject, body, booking_id, created_at, channel, html, attachments, dedupe_key, status, attempts)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'queued', 0)`,
    params: [...outboxParams(message, now), dedupeKey],
  };
}

/** A new outbox row as Drizzle inserts it (a message written beside other inserts of one batch). */
export function outboxRow(message: OutboxInput, now: string) {
  return {
    id: crypto.randomUUID(),
    recipient: message.recipient,
    template: message.template,
    subject: message.subject,
    body: message.body,
    bookingId: message.bookingId,
    createdAt: now,
    channel: message.channel ?? "email",
    html: message.html ?? null,
    attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
  };
}

/** A new outbox row's values in the order of the inserts above. */
function outboxParams(message: OutboxInput, now: string): (string | null)[] {
  return Object.values(outboxRow(message, now));
}
