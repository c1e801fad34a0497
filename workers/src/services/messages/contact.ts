import type { ContactMessageItem } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { email } from "./compose";
import { gap, type Letterhead, text } from "./letter";

/** How much of the customer's message is quoted back: enough to recall it, not a wall of text. */
const QUOTE_CHARS = 300;

/** The e-mail the sender gets: the reply, then a short quote of what they wrote. */
export function contactReplyMessage(m: ContactMessageItem, reply: string, head: Letterhead): OutboxInput {
  const original =
    m.message.length > QUOTE_CHARS ? `${m.message.slice(0, QUOTE_CHARS).trimEnd()}…` : m.message;
  return email(head, {
    recipient: m.email,
    template: "contact-reply",
    subject: `Re: your message to ${head.SITE_NAME}`,
    bookingId: null,
    blocks: [
      text(`Dear ${m.name},`),
      gap,
      text(reply),
      gap,
      text(head.SITE_NAME),
      gap,
      text(`On ${m.createdAt.slice(0, 10)} you wrote:`),
      { kind: "quote", lines: original.split("\n") },
    ],
  });
}
