import { Box, HStack, IconButton } from "@chauffeur/ui";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";

interface Props {
  label: string;
  count: number;
  index: number;
  onPrev: () => void;
  onNext: () => void;
  onGoTo: (i: number) => void;
  onDark?: boolean;
}

/**
 * Previous / next buttons and one dot per page, each labelled for screen readers. Next is the carousel's
 * `[data-turn]`: the click a carousel's island is given when its first turn wakes it (islands/wake.ts).
 */
export function CarouselControls({ label, count, index, onPrev, onNext, onGoTo, onDark = false }: Props) {
  if (count <= 1) return null;
  const color = onDark ? "white" : "fg";
  return (
    <HStack justify="center" gap="4" mt="6">
      <IconButton
        aria-label={`Previous ${label}`}
        variant="outline"
        rounded="full"
        color={color}
        onClick={onPrev}
      >
        <LuChevronLeft />
      </IconButton>
      <HStack gap="1">
        {Array.from({ length: count }, (_, i) => (
          <Box
            as="button"
            key={i}
            aria-label={`Show ${label} ${i + 1} of ${count}`}
            aria-current={i === index ? "true" : undefined}
            onClick={() => onGoTo(i)}
            p="2"
            cursor="pointer"
          >
            <Box
              h="2.5"
              w={i === index ? "7" : "2.5"}
              borderRadius="full"
              bg={i === index ? "gold.500" : onDark ? "whiteAlpha.500" : "gray.400"}
              transition="all 0.3s"
            />
          </Box>
        ))}
      </HStack>
      <IconButton
        data-turn=""
        aria-label={`Next ${label}`}
        variant="outline"
        rounded="full"
        color={color}
        onClick={onNext}
      >
        <LuChevronRight />
      </IconButton>
    </HStack>
  );
}
