import { Box, Text } from "@chauffeur/ui";
import type { ComponentProps, ReactNode, Ref } from "react";

interface MapFrameProps {
  /** Where Leaflet draws. */
  ref: Ref<HTMLDivElement>;
  label: string;
  h: ComponentProps<typeof Box>["h"];
  /** Under the map when no tile source is configured (what the plain canvas shows instead). */
  caption: ReactNode;
  tileUrl: string | null;
  /** data-* attributes of the map's box (what the tests read). */
  data?: Record<`data-${string}`, string>;
}

/**
 * The box a Leaflet map draws in, with a caption: a plain, gridded canvas shows under the markers when
 * no tile source is configured, so a map is never blank.
 */
export function MapFrame({ ref, label, h, caption, tileUrl, data }: MapFrameProps) {
  return (
    <Box as="figure" m="0">
      <Box
        ref={ref}
        role="region"
        aria-label={label}
        h={h}
        w="full"
        borderRadius="xl"
        overflow="hidden"
        borderWidth="1px"
        bg="gray.100"
        backgroundImage="linear-gradient(#e2e4e8 1px, transparent 1px), linear-gradient(90deg, #e2e4e8 1px, transparent 1px)"
        backgroundSize="40px 40px"
        zIndex={0}
        {...data}
      />
      {!tileUrl && (
        <Text as="figcaption" fontSize="sm" color="fg.muted" mt="2">
          {caption}
        </Text>
      )}
    </Box>
  );
}
