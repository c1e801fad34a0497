/** A message's text cut into plain runs and the web addresses in it, so a page can make the addresses links. */
export type TextPart = { text: string; href?: string };

const ADDRESS = /https?:\/\/[^\s<>"]+/g;
/** A sentence's last mark is not part of the address before it: "…/track/abc." ends at "abc". */
const TRAILING = /[.,;:!?)\]]+$/;

export function linkedText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const href = match[0].replace(TRAILING, "");
    const start = match.index;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: href, href });
    at = start + href.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
