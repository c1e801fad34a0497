import type { ImageVariant } from "@chauffeur/contract";
import { uploadMedia } from "./save-catalog";

/** The widths the public pages ask for (fleet cards and the about page's portraits, 1x and 2x). */
export const PHOTO_WIDTHS = [480, 960] as const;

async function encode(canvas: HTMLCanvasElement, type: "image/webp" | "image/jpeg"): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.82));
}

/**
 * Resizes a photo in the browser to each width the pages use (never larger than the original), as WebP
 * and as JPEG (the fallback), uploads each, and answers the variants and the JPEG to use as `imageUrl`.
 * A browser that cannot encode WebP uploads the JPEGs only.
 */
export async function uploadPhoto(
  file: File,
  name: string,
): Promise<{ imageUrl: string; images: ImageVariant[] }> {
  if (!file.type.startsWith("image/")) throw new Error("Choose a picture (JPEG, PNG or WebP)");
  const bitmap = await createImageBitmap(file);
  const images: ImageVariant[] = [];
  const widths = [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, bitmap.width)))];
  for (const width of widths) {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = Math.round((bitmap.height * width) / bitmap.width);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const [type, ext] of [
      ["image/webp", "webp"],
      ["image/jpeg", "jpg"],
    ] as const) {
      const blob = await encode(canvas, type);
      // A browser that cannot write WebP hands back a PNG: leave that format out.
      if (!blob || blob.type !== type) continue;
      const { url } = await uploadMedia(`${name}-${width}.${ext}`, blob);
      images.push({ url, width, type });
    }
  }
  bitmap.close();
  const jpegs = images.filter((i) => i.type === "image/jpeg");
  const fallback = jpegs[jpegs.length - 1];
  if (!fallback) throw new Error("This browser could not prepare the picture");
  return { imageUrl: fallback.url, images };
}
