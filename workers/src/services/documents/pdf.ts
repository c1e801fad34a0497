import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { fitText, wrapText } from "./text";

/**
 * Documents people keep (a ride's receipt, a company's invoice, a chauffeur's pay statement) as PDF,
 * drawn with pdf-lib, which runs on Workers (docs/decisions/026). A document is data (its title, who issues
 * it, its blocks); this module lays it out on US Letter pages, breaking pages where it must.
 */
export type PdfBlock =
  /** A heading between parts. */
  | { kind: "heading"; text: string }
  /** A paragraph, wrapped to the page. */
  | { kind: "text"; text: string }
  /** Labelled details, a line each. */
  | { kind: "facts"; rows: { label: string; value: string }[] }
  /** Money, label and amount a line; a total row is bold above a rule. */
  | { kind: "amounts"; rows: { label: string; amount?: string; total?: boolean }[] }
  /** A table; each column's share of the width; rows marked `strong` are subtotals. */
  | {
      kind: "table";
      columns: { label: string; width: number; align?: "left" | "right" }[];
      rows: { cells: string[]; strong?: boolean }[];
    };

export interface PdfSpec {
  /** "Receipt", "Invoice INV-2026-0001". */
  title: string;
  /** Who issues it: the company's name first, then its address and how to reach it. */
  issuer: string[];
  /** Beside the title: number, dates, terms. */
  meta: { label: string; value: string }[];
  blocks: PdfBlock[];
  /** The document's date (its metadata, so the same document is the same bytes). */
  date: Date;
}

const PAGE = { width: 612, height: 792 };
const MARGIN = 50;
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.45);
const GOLD = rgb(0.66, 0.52, 0.2);
const RULE = rgb(0.82, 0.82, 0.84);

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

function newPage(pen: Pen) {
  pen.page = pen.doc.addPage([PAGE.width, PAGE.height]);
  pen.y = PAGE.height - MARGIN;
}

/** Room for `height` more points on this page, or a new page. */
function room(pen: Pen, height: number) {
  if (pen.y - height < MARGIN + 20) newPage(pen);
}

function write(
  pen: Pen,
  text: string,
  x: number,
  options: { size?: number; bold?: boolean; color?: typeof INK } = {},
) {
  const font = options.bold ? pen.bold : pen.regular;
  pen.page.drawText(text, { x, y: pen.y, size: options.size ?? 10, font, color: options.color ?? INK });
}

function rule(pen: Pen, color = RULE) {
  pen.page.drawLine({
    start: { x: MARGIN, y: pen.y },
    end: { x: PAGE.width - MARGIN, y: pen.y },
    thickness: 0.6,
    color,
  });
}

function header(pen: Pen, spec: PdfSpec) {
  const [name = "", ...rest] = spec.issuer;
  write(pen, fitText(pen.bold, name, 16, WIDTH / 2), MARGIN, { size: 16, bold: true, color: GOLD });
  const title = fitText(pen.bold, spec.title, 16, WIDTH / 2);
  write(pen, title, PAGE.width - MARGIN - pen.bold.widthOfTextAtSize(title, 16), { size: 16, bold: true });
  const left = rest.map((line) => fitText(pen.regular, line, 9, WIDTH / 2));
  const right = spec.meta.map((m) => fitText(pen.regular, `${m.label}: ${m.value}`, 9, WIDTH / 2));
  const lines = Math.max(left.length, right.length);
  pen.y -= 18;
  for (let i = 0; i < lines; i++) {
    const l = left[i];
    const r = right[i];
    if (l) write(pen, l, MARGIN, { size: 9, color: MUTED });
    if (r) write(pen, r, PAGE.width - MARGIN - pen.regular.widthOfTextAtSize(r, 9), { size: 9 });
    pen.y -= 13;
  }
  pen.y -= 4;
  rule(pen, GOLD);
  pen.y -= 22;
}

function table(pen: Pen, block: Extract<PdfBlock, { kind: "table" }>) {
  const total = block.columns.reduce((s, c) => s + c.width, 0);
  const widths = block.columns.map((c) => (c.width / total) * WIDTH);
  const draw = (cells: string[], strong: boolean, color = INK) => {
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      const font = strong ? pen.bold : pen.regular;
      const text = fitText(font, cell, 8.5, w - 4);
      const right = block.columns[i]?.align === "right";
      const at = right ? x + w - 2 - font.widthOfTextAtSize(text, 8.5) : x + 2;
      pen.page.drawText(text, { x: at, y: pen.y, size: 8.5, font, color });
      x += w;
    });
  };
  const head = () => {
    room(pen, 30);
    draw(
      block.columns.map((c) => c.label),
      true,
      MUTED,
    );
    pen.y -= 5;
    rule(pen);
    pen.y -= 12;
  };
  head();
  for (const row of block.rows) {
    if (pen.y - 14 < MARGIN + 20) {
      newPage(pen);
      head();
    }
    if (row.strong) {
      pen.y += 3;
      rule(pen);
      pen.y -= 10;
    }
    draw(row.cells, row.strong === true);
    pen.y -= row.strong ? 16 : 13;
  }
  pen.y -= 6;
}

function block(pen: Pen, b: PdfBlock) {
  switch (b.kind) {
    case "heading":
      room(pen, 40);
      pen.y -= 4;
      write(pen, fitText(pen.bold, b.text, 12, WIDTH), MARGIN, { size: 12, bold: true });
      pen.y -= 18;
      return;
    case "text":
      for (const line of wrapText(pen.regular, b.text, 10, WIDTH)) {
        room(pen, 14);
        write(pen, line, MARGIN);
        pen.y -= 14;
      }
      pen.y -= 4;
      return;
    case "facts":
      for (const row of b.rows) {
        room(pen, 14);
        write(pen, fitText(pen.regular, row.label, 10, 150), MARGIN, { color: MUTED });
        write(pen, fitText(pen.regular, row.value, 10, WIDTH - 160), MARGIN + 160);
        pen.y -= 14;
      }
      pen.y -= 6;
      return;
    case "amounts":
      for (const row of b.rows) {
        room(pen, 18);
        if (row.total) {
          pen.y += 4;
          rule(pen);
          pen.y -= 12;
        }
        write(pen, fitText(pen.regular, row.label, 10, WIDTH - 110), MARGIN, { bold: row.total });
        if (row.amount !== undefined) {
          const font = row.total ? pen.bold : pen.regular;
          const amount = fitText(font, row.amount, 10, 100);
          write(pen, amount, PAGE.width - MARGIN - font.widthOfTextAtSize(amount, 10), { bold: row.total });
        }
        pen.y -= row.total ? 18 : 14;
      }
      pen.y -= 6;
      return;
    case "table":
      table(pen, b);
      return;
  }
}

/** The document as PDF bytes: a header with the issuer and the meta, the blocks, page numbers below. */
export async function renderPdf(spec: PdfSpec): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${spec.title} | ${spec.issuer[0] ?? ""}`);
  doc.setAuthor(spec.issuer[0] ?? "");
  doc.setProducer(spec.issuer[0] ?? "");
  doc.setCreator(spec.issuer[0] ?? "");
  doc.setCreationDate(spec.date);
  doc.setModificationDate(spec.date);
  const pen: Pen = {
    doc,
    page: undefined as unknown as PDFPage,
    y: 0,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  newPage(pen);
  header(pen, spec);
  for (const b of spec.blocks) block(pen, b);
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = `${spec.title} · page ${i + 1} of ${pages.length}`;
    const safe = fitText(pen.regular, text, 8, WIDTH);
    page.drawText(safe, {
      x: PAGE.width - MARGIN - pen.regular.widthOfTextAtSize(safe, 8),
      y: MARGIN - 20,
      size: 8,
      font: pen.regular,
      color: MUTED,
    });
  });
  return new Uint8Array(await doc.save());
}
