import type { OutboxInput, QueuedAttachment } from "../core/outbox";
import { renderEmailHtml } from "./email/render";
import { type Block, type Letterhead, plainText } from "./letter";

/** What every e-mail is written from: who gets it, which one, its subject, its blocks and files. */
export interface EmailDraft {
  recipient: string;
  template: string;
  subject: string;
  bookingId: string | null;
  blocks: Block[];
  attachments?: QueuedAttachment[];
}

/**
 * The most an e-mail's files may weigh in base64 as the outbox keeps them: a D1 row holds 2 MB, and the
 * provider takes 40 MB a message. A calendar file is under 2 KB; a PDF is drawn when sent, not kept.
 */
export const MAX_ATTACHMENTS_CHARS = 1_000_000;

/** An e-mail as the outbox queues it: its plain text and its HTML drawn from the same blocks, its files. */
export function email(head: Letterhead, draft: EmailDraft): OutboxInput {
  const attachments = draft.attachments ?? [];
  const size = attachments.reduce((sum, a) => sum + ("content" in a ? a.content.length : 0), 0);
  if (size > MAX_ATTACHMENTS_CHARS) {
    throw new Error(`${draft.template}: attachments of ${size} characters exceed ${MAX_ATTACHMENTS_CHARS}`);
  }
  return {
    recipient: draft.recipient,
    template: draft.template,
    subject: draft.subject,
    body: plainText(draft.blocks, head),
    html: renderEmailHtml(head, draft.subject, draft.blocks),
    attachments,
    bookingId: draft.bookingId,
  };
}
