import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

/** A plain business document: a title, facts (label and value), one table, totals, closing lines. */
export interface TableDocument {
  title: string;
  /** The company's name, top left of every page. */
  issuer: string;
  facts: [label: string, value: string][];
  columns: { header: string; width: number; align?: "left" | "right" }[];
  rows: string[][];
  totals: [label: string, value: string][];
  footer?: string[];
  /** The document's own date (its metadata), so the same document renders to the same bytes. */
  date: Date;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.42, 0.45);

/** Text the standard font can draw: anything else (letters beyond Latin-1, emoji) becomes "?". */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : "?")).join("");
}

/**
 * Renders a TableDocument as an A4 PDF (pdf-lib's standard Helvetica: no font file to ship), continuing the
 * table on further pages when it is long. Shared by the documents the Worker issues (pay statements).
 */
export async function renderTablePdf(doc: TableDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(doc.title);
  pdf.setCreator(doc.issuer);
  pdf.setProducer(doc.issuer);
  pdf.setCreationDate(doc.date);
  pdf.setModificationDate(doc.date);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const text = (t: string, x: number, size: number, font = regular, color = INK) =>
    page.drawText(drawable(font, t), { x, y, size, font, color });
  const right = (t: string, edge: number, size: number, font = regular) =>
    text(t, edge - font.widthOfTextAtSize(drawable(font, t), size), size, font);

  text(doc.issuer, MARGIN, 10, regular, MUTED);
  y -= 28;
  text(doc.title, MARGIN, 18, bold);
  y -= 26;
  for (const [label, value] of doc.facts) {
    text(label, MARGIN, 10, regular, MUTED);
    text(value, MARGIN + 110, 10);
    y -= 15;
  }
  y -= 12;
  const header = () => {
    let x = MARGIN;
    for (const c of doc.columns) {
      if (c.align === "right") right(c.header, x + c.width, 9, bold);
      else text(c.header, x, 9, bold);
      x += c.width;
    }
    y -= 6;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4.width - MARGIN, y },
      thickness: 0.5,
      color: MUTED,
    });
    y -= 13;
  };
  header();
  for (const row of doc.rows) {
    if (y < MARGIN + 40) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
      header();
    }
    let x = MARGIN;
    doc.columns.forEach((c, i) => {
      const cell = row[i] ?? "";
      if (c.align === "right") right(cell, x + c.width, 9);
      else text(cell, x, 9);
      x += c.width;
    });
    y -= 14;
  }
  y -= 8;
  const edge = A4.width - MARGIN;
  for (const [label, value] of doc.totals) {
    if (y < MARGIN + 20) {
      page = pdf.addPage([A4.width, A4.height]);
      y = A4.height - MARGIN;
    }
    right(label, edge - 90, 10, bold);
    right(value, edge, 10, bold);
    y -= 16;
  }
  y -= 10;
  for (const line of doc.footer ?? []) {
    text(line, MARGIN, 9, regular, MUTED);
    y -= 13;
  }
  return pdf.save();
}
