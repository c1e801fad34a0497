import { Box, chakra, HStack } from "@chauffeur/ui";

interface Option<V extends string> {
  value: V;
  label: string;
}

/**
 * A choice between a few options, drawn as segments: native radio buttons (arrow keys, labels and
 * forms work as usual), so the home page's form needs no state machine from the widgets module.
 */
export function SegmentedChoice<V extends string>({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: Option<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <HStack
      role="radiogroup"
      aria-label={label}
      gap="0"
      bg="bg.muted"
      borderRadius="l2"
      p="1"
      alignSelf="start"
    >
      {options.map((o) => (
        <Box
          as="label"
          key={o.value}
          position="relative"
          px="4"
          h="9"
          display="inline-flex"
          alignItems="center"
          borderRadius="l1"
          fontSize="sm"
          fontWeight="medium"
          cursor="pointer"
          bg={o.value === value ? "gold.400" : "transparent"}
          color={o.value === value ? "ink.900" : "fg"}
          shadow={o.value === value ? "xs" : undefined}
          _focusWithin={{ outline: "2px solid", outlineColor: "gold.500", outlineOffset: "2px" }}
          transition="background 0.15s"
        >
          <chakra.input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
            position="absolute"
            opacity="0"
            inset="0"
            cursor="pointer"
          />
          {o.label}
        </Box>
      ))}
    </HStack>
  );
}
