import { Box, chakra, Flex, Text } from "@chauffeur/ui";

export const BOOKING_STEPS = ["Plan your trip", "Passenger info", "Summary", "Payment"] as const;

/** SPEC.md's 4-step progress bar; `current` is 1-based. The current step carries aria-current="step". */
export function BookingProgress({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <chakra.nav aria-label="Booking progress" mb="8">
      <Flex as="ol" listStyleType="none" gap={{ base: "1", md: "3" }} m="0" p="0">
        {BOOKING_STEPS.map((label, i) => {
          const step = i + 1;
          const done = step < current;
          const active = step === current;
          return (
            <Box as="li" key={label} flex="1" aria-current={active ? "step" : undefined} minW="0">
              <Box h="1.5" borderRadius="full" bg={done || active ? "gold.500" : "border"} mb="2" />
              <Flex align="center" gap="2" direction={{ base: "column", sm: "row" }}>
                <Flex
                  aria-hidden
                  flexShrink={0}
                  w="7"
                  h="7"
                  borderRadius="full"
                  align="center"
                  justify="center"
                  fontSize="sm"
                  fontWeight="bold"
                  bg={active ? "gold.500" : done ? "gray.800" : "bg.muted"}
                  color={active ? "black" : done ? "white" : "fg.muted"}
                >
                  {step}
                </Flex>
                <Text
                  fontSize={{ base: "xs", md: "sm" }}
                  fontWeight={active ? "bold" : "medium"}
                  color={active ? "fg" : "fg.muted"}
                  textAlign={{ base: "center", sm: "start" }}
                >
                  <chakra.span srOnly>Step {step} of 4: </chakra.span>
                  {label}
                  {done && <chakra.span srOnly> (completed)</chakra.span>}
                </Text>
              </Flex>
            </Box>
          );
        })}
      </Flex>
    </chakra.nav>
  );
}
