import type { ImageVariant } from "@chauffeur/contract";
import { Box, Button, HStack, Image, Stack, Text } from "@chauffeur/ui";
import { useId, useRef, useState } from "react";
import { errorText } from "../../../lib/api-client";
import { uploadPhoto } from "../api/resize-photo";

/** A picture with its upload: resized in the browser, uploaded, then kept in the form until it is saved. */
export function PhotoField({
  label,
  name,
  imageUrl,
  images,
  onUploaded,
}: {
  label: string;
  /** The uploaded files' name: "fleet/suv". */
  name: string;
  imageUrl: string;
  images: ImageVariant[] | null;
  onUploaded: (picture: { imageUrl: string; images: ImageVariant[] }) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const webp = images?.filter((i) => i.type === "image/webp") ?? [];
  return (
    <Stack gap="2">
      <Box bg="bg.muted" rounded="md" overflow="hidden" aspectRatio={16 / 10} maxW="20rem">
        <picture>
          {webp.length > 0 && (
            <source
              type="image/webp"
              srcSet={webp.map((i) => `${i.url} ${i.width}w`).join(", ")}
              sizes="20rem"
            />
          )}
          <Image src={imageUrl} alt={label} width="100%" height="100%" objectFit="cover" />
        </picture>
      </Box>
      <HStack gap="2">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          aria-label={`Photo for ${label}`}
          onChange={async (e) => {
            const file = e.currentTarget.files?.[0];
            if (!file) return;
            setBusy(true);
            setError(null);
            try {
              onUploaded(await uploadPhoto(file, name));
            } catch (err) {
              setError(errorText(err));
            } finally {
              setBusy(false);
            }
          }}
        />
        <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
          Upload photo
        </Button>
        {images && (
          <Text textStyle="xs" color="fg.muted">
            {images.length} sizes (WebP and JPEG)
          </Text>
        )}
      </HStack>
      {error && (
        <Text color="fg.error" textStyle="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
