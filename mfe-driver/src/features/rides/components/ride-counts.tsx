import { Box, SimpleGrid, Text } from "@chauffeur/ui";
import type { RideCounts as Counts } from "../lib/ride-groups";

const LABELS: [keyof Counts, string][] = [
  ["total", "Total"],
  ["pending", "Pending response"],
  ["accepted", "Accepted"],
  ["rejected", "Rejected"],
];

export function RideCounts({ counts }: { counts: Counts }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3" aria-label="Your rides at a glance">
      {LABELS.map(([key, label]) => (
        // A plain div between <dl> and its <dt>/<dd> pair: the only wrapper a definition list allows.
        <Box key={key} bg="bg.muted" borderRadius="l3" px="4" py="3">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="semibold" data-testid={`count-${key}`}>
            {counts[key]}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
