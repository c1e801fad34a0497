import { renderToStaticMarkup } from "react-dom/server";
import type { Block, Letterhead } from "../letter";
import { BlockView } from "./blocks";
import { EmailLayout } from "./layout";

/** What mail programs expect before an e-mail's HTML (React Email's own render writes the same). */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * An e-mail's HTML, from React Email's components, rendered at once (nothing in it suspends, so React
 * 18's synchronous renderer serves on the Worker, where the message is queued). The inbox's preview line
 * is the letter's first words after the greeting.
 */
export function renderEmailHtml(head: Letterhead, subject: string, blocks: Block[]): string {
  const paragraphs = blocks.filter((b) => b.kind === "text");
  const preview = (paragraphs.length > 1 ? paragraphs[1] : paragraphs[0])?.text ?? null;
  return `${DOCTYPE}${renderToStaticMarkup(
    <EmailLayout head={head} subject={subject} preview={preview}>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </EmailLayout>,
  )}`;
}
