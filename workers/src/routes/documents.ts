import { z } from "zod";

/** A PDF answer in the OpenAPI document. */
export const pdfSchema = (description: string) => ({
  description,
  content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
});

/** A CSV answer in the OpenAPI document. */
export const csvSchema = (description: string) => ({
  description,
  content: { "text/csv": { schema: z.string() } },
});

/** A document as a download: private, never cached, named. */
function download(body: BodyInit, type: string, filename: string) {
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export const pdfResponse = (file: { filename: string; bytes: Uint8Array }) =>
  download(file.bytes, "application/pdf", file.filename);

export const csvResponse = (file: { filename: string; csv: string }) =>
  download(file.csv, "text/csv; charset=utf-8", file.filename);
