import { Box, Text } from "@chauffeur/ui";
import { type ComponentProps, forwardRef, type ReactNode } from "react";
import { BASEMAP_COLORS } from "./basemap";

interface MapFrameProps {
  label: string;
  h: ComponentProps<typeof Box>["h"];
  /** Under the map when no tile source is configured (what the plain canvas shows instead). */
  caption: ReactNode;
  tileUrl: string | null;
  /** data-* attributes of the map's box (what the tests read). */
  data?: Record<`data-${string}`, string>;
}

/**
 * The box a Leaflet map draws in, with a caption: the offline basemap (coast, state and county lines) shows under
 * the markers when no tile source is configured, so a map is never blank. Its ref is the box Leaflet draws in.
 */
export const MapFrame = forwardRef<HTMLDivElement, MapFrameProps>(function MapFrame(
  { label, h, caption, tileUrl, data },
  ref,
) {
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
        // The sea of the offline basemap (lib/map/basemap.ts); tiles cover it when configured.
        bg={BASEMAP_COLORS.water}
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
});
