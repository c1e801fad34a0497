import { e164Phone } from "@chauffeur/contract";
import type { Statement } from "../core/batch";
import { type OutboxInput, outboxIfChanged } from "../core/outbox";

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
      html: null,
      attachments: [],
      template: `${message.template}-sms`,
      body: `${head.length > room ? `${head.slice(0, room - 1)}…` : head}${tail}`,
    },
  ];
}

/** A customer message and its text-message copy, each queued only if the write before them changed a row. */
export function outboxWithSms(message: OutboxInput, phone: string, now: string): Statement[] {
  return [message, ...smsCopy(message, phone)].map((m) => outboxIfChanged(m, now));
}
