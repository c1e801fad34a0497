import { Flex, Text } from "@chauffeur/ui";

/** One label/value row of a summary card; `strong` for the total. */
export function SummaryLine({
  label,
  value,
  strong,
  amount,
}: {
  label: string;
  value: string;
  strong?: boolean;
  /** A sum of money: kept whole on one line, the label wraps instead. */
  amount?: boolean;
}) {
  return (
    <Flex
      justify="space-between"
      gap="4"
      fontWeight={strong ? "bold" : "normal"}
      fontSize={strong ? "lg" : "sm"}
    >
      <Text color={strong ? "fg" : "fg.muted"}>{label}</Text>
      <Text
        textAlign="end"
        {...(amount
          ? { whiteSpace: "nowrap", flexShrink: 0, fontVariantNumeric: "tabular-nums" }
          : { overflowWrap: "anywhere" })}
      >
        {value}
      </Text>
    </Flex>
  );
}
