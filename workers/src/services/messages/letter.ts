import type { Config } from "../../env";

/**
 * What an e-mail says, as blocks: the plain-text part and the HTML part are both drawn from them, so the
 * two carry the same words, links and amounts (letter.test.ts holds them to it).
 */
export type Block =
  /** A paragraph; its line breaks are kept (a reply typed by the dispatcher). */
  | { kind: "text"; text: string }
  /** A blank line between parts of a letter (a reply and its quote). */
  | { kind: "gap" }
  /** A link to act on: `lead: href` in the text; the lead, a button named `label`, and the address. */
  | { kind: "action"; lead: string; href: string; label: string }
  /** Labelled details, `label: value` a line (a chauffeur's ride sheet). */
  | { kind: "facts"; rows: { label: string; value: string }[] }
  /** Money, `  label: amount` a line (a receipt); a row without an amount is a note among them. */
  | { kind: "amounts"; rows: { label: string; amount?: string; total?: boolean }[] }
  /** What the customer wrote, quoted back: `> line`. */
  | { kind: "quote"; lines: string[] };

export const text = (value: string): Block => ({ kind: "text", text: value });
export const gap: Block = { kind: "gap" };
export const facts = (rows: { label: string; value: string }[]): Block => ({ kind: "facts", rows });
export const action = (lead: string, href: string, label: string): Block => ({
  kind: "action",
  lead,
  href,
  label,
});

/** The company's details every e-mail signs with (the site's configuration), and the policies it states. */
export type Letterhead = Pick<
  Config,
  "SITE_NAME" | "SITE_PHONE" | "SITE_PHONE_HREF" | "SITE_EMAIL" | "SITE_URL" | "BOOKING_POLICY"
>;

/** The site's address without its trailing slash, or null when links are relative (no SITE_URL). */
export const siteAddress = (head: Letterhead) => (head.SITE_URL ? head.SITE_URL.replace(/\/$/, "") : null);

/** The lines of the signature under every e-mail: the company, how to reach it, its site. */
export function footerLines(head: Letterhead): string[] {
  const site = siteAddress(head);
  return [head.SITE_NAME, `${head.SITE_PHONE} · ${head.SITE_EMAIL}`, ...(site ? [site] : [])];
}

function blockLines(block: Block): string[] {
  switch (block.kind) {
    case "text":
      return [block.text];
    case "gap":
      return [""];
    case "action":
      return [`${block.lead}: ${block.href}`];
    case "facts":
      return block.rows.map((r) => `${r.label}: ${r.value}`);
    case "amounts":
      return block.rows.map((r) => `  ${r.label}${r.amount === undefined ? "" : `: ${r.amount}`}`);
    case "quote":
      return block.lines.map((line) => `> ${line}`);
  }
}

/** The message's words, one line a paragraph, as a text message or before the signature of an e-mail. */
export const bodyText = (blocks: Block[]) => blocks.flatMap(blockLines).join("\n");

/** An e-mail's plain-text part: the body, then the signature after the conventional "-- " line. */
export const plainText = (blocks: Block[], head: Letterhead) =>
  [bodyText(blocks), "", "-- ", ...footerLines(head)].join("\n");
