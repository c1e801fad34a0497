import type { ContactMessageItem } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";

/** How much of the customer's message is quoted back: enough to recall it, not a wall of text. */
const QUOTE_CHARS = 300;

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
