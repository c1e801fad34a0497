import type { ImageVariant } from "@chauffeur/contract";
import { chakra, Image } from "@chauffeur/ui";
import type { ComponentProps } from "react";

type ImageProps = ComponentProps<typeof Image>;

/** `url 480w, url 960w` of one format. */
const srcSetOf = (images: readonly ImageVariant[], type: ImageVariant["type"]) =>
  images
    .filter((i) => i.type === type)
    .map((i) => `${i.url} ${i.width}w`)
    .join(", ");

/**
 * A catalog picture (a vehicle, a leader): an uploaded photo as WebP with a JPEG fallback, each in the
 * sizes the console made, the browser picking the width `sizes` asks for; a drawing (no `images`) as is.
 */
export function CatalogPicture({
  imageUrl,
  images,
  sizes,
  ...img
}: ImageProps & { imageUrl: string; images?: readonly ImageVariant[] | undefined; sizes: string }) {
  if (!images || images.length === 0) return <Image src={imageUrl} {...img} />;
  const webp = srcSetOf(images, "image/webp");
  const jpeg = srcSetOf(images, "image/jpeg");
  return (
    <chakra.picture display="contents">
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <Image src={imageUrl} srcSet={jpeg || undefined} sizes={sizes} {...img} />
    </chakra.picture>
  );
}
