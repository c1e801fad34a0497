import { HStack, Stack, Text } from "@chauffeur/ui";
import { Checkbox } from "@chauffeur/ui/widgets";

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/**
 * The weekdays a time-window surcharge opens on (0 = Sunday, New York time); none ticked is every day,
 * as the rules read an absent list.
 */
export function WeekdayField({
  days,
  onChange,
}: {
  days: number[] | undefined;
  onChange: (next: number[] | undefined) => void;
}) {
  const on = new Set(days ?? []);
  const toggle = (day: number, checked: boolean) => {
    const next = DAY_NAMES.map((_, d) => d).filter((d) => (d === day ? checked : on.has(d)));
    onChange(next.length === 0 ? undefined : next);
  };
  return (
    <Stack gap="1" role="group" aria-label="Weekdays">
      <Text textStyle="xs" fontWeight="medium">
        Weekdays (none: every day)
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {DAY_NAMES.map((name, day) => (
          <Checkbox.Root
            key={name}
            size="sm"
            checked={on.has(day)}
            onCheckedChange={(e) => toggle(day, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </Stack>
  );
}
