import type { Actor } from "../audit/entry";
import { recordAudit } from "../audit/record";
import type { Services } from "../context";
import { AppError, BadRequestError } from "../core/errors";

/** The largest picture the console uploads: it resizes in the browser first, so a photo is far smaller. */
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;

/** A picture's path as the console names it: "fleet/suv-800.webp" (folders, a name, an image extension). */
export const MEDIA_PATH =
  /^(?:[a-z0-9][a-z0-9_-]{0,40}\/){0,2}[a-z0-9][a-z0-9_-]{0,60}\.(webp|avif|jpg|png)$/;

const TYPES = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  png: "image/png",
} as const;
type Extension = keyof typeof TYPES;

/** Uploads are kept under this prefix of the bucket, beside the released micro-frontends. */
const PREFIX = "media/";

/** The format the bytes are, by their first bytes (never the name or the header the browser sent). */
export function sniffImage(bytes: Uint8Array): Extension | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(8, 12))) return "avif";
  return null;
}

const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * PUT /api/admin/media?path=: keeps a picture the console resized, under a name that carries its content's
 * hash, so its URL never changes meaning and is served as immutable (a year's cache). Refuses what is not
 * an image of the path's type (415) and what is too large (413).
 */
export async function uploadMedia({
  ctx,
  input: { path, body, actor },
}: {
  ctx: Services;
  input: { path: string; body: ArrayBuffer; actor: Actor };
}): Promise<{ url: string }> {
  const match = MEDIA_PATH.exec(path);
  if (!match) throw new BadRequestError("path: must be like fleet/suv-800.webp (webp, avif, jpg or png)");
  if (body.byteLength === 0) throw new BadRequestError("The body is empty: send the picture's bytes");
  if (body.byteLength > MEDIA_MAX_BYTES) {
    throw new AppError(413, `The picture is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MiB`);
  }
  const ext = match[1] as Extension;
  const found = sniffImage(new Uint8Array(body, 0, Math.min(body.byteLength, 16)));
  if (!found) throw new AppError(415, "The file is not a picture (WebP, AVIF, JPEG or PNG)");
  if (found !== ext) throw new AppError(415, `The file is a ${found} picture, not the ${ext} its path names`);
  const hash = hex(await crypto.subtle.digest("SHA-256", body)).slice(0, 12);
  const name = `${path.slice(0, -ext.length - 1)}.${hash}.${ext}`;
  await ctx.bucket.put(`${PREFIX}${name}`, body, { httpMetadata: { contentType: TYPES[ext] } });
  const url = `/media/${name}`;
  // Nothing in D1 changes with the picture: its audit row is a write of its own.
  await recordAudit({
    ctx,
    input: {
      actor,
      action: "media.uploaded",
      target: { type: "media", id: url },
      after: { url, bytes: body.byteLength, type: TYPES[ext] },
    },
  });
  return { url };
}

/** The bucket's key of a served /media/ path, or null when the path is not one an upload makes. */
export function mediaKey(path: string): string | null {
  const name = path.slice("/media/".length);
  return /^(?:[a-z0-9][a-z0-9_-]{0,40}\/){0,2}[a-z0-9][a-z0-9_-]{0,60}\.[0-9a-f]{12}\.(webp|avif|jpg|png)$/.test(
    name,
  )
    ? `${PREFIX}${name}`
    : null;
}
