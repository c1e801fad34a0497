import type { PDFFont } from "pdf-lib";

/** Characters the PDF's standard fonts lack, written as they can be (they cover Windows-1252 only). */
const STAND_INS: Record<string, string> = { "→": "->", "←": "<-", "✓": "v", "≤": "<=", "≥": ">=" };

const supported = new WeakMap<PDFFont, Set<number>>();

/**
 * Text the font can draw: a character it lacks is written without its accent where that helps
 * ("Dvořák" → "Dvorak"), by a stand-in, or as "?". A name typed in any script never breaks a document.
 */
export function printable(font: PDFFont, text: string): string {
  let set = supported.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    supported.set(font, set);
  }
  const known = set;
  let out = "";
  for (const ch of text.replace(/[\r\n\t]+/g, " ")) {
    const code = ch.codePointAt(0) ?? 63;
    if (known.has(code)) {
      out += ch;
      continue;
    }
    const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
    if (plain && [...plain].every((c) => known.has(c.codePointAt(0) ?? 0))) out += plain;
    else out += STAND_INS[ch] ?? "?";
  }
  return out;
}

/** The text on one line of at most `width` points, cut with an ellipsis when longer. */
export function fitText(font: PDFFont, text: string, size: number, width: number): string {
  const safe = printable(font, text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The text broken into lines of at most `width` points, at spaces where it can be (long words are cut). */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n/)) {
    let line = "";
    for (const word of printable(font, paragraph).split(/ +/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = fitText(font, word, size, width);
    }
    lines.push(line);
  }
  return lines;
}
