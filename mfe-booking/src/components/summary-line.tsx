import { Flex, Text } from "@chauffeur/ui";

/** One label/value row of a summary card; `strong` for the total. */
export function SummaryLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontWeight={strong ? "bold" : "normal"}
      fontSize={strong ? "lg" : "sm"}
    >
      <Text color={strong ? "fg" : "fg.muted"}>{label}</Text>
      <Text textAlign="end" overflowWrap="anywhere">
        {value}
      </Text>
    </Flex>
  );
}
