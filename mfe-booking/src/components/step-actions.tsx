import { formatUsd } from "@chauffeur/contract";
import { Box, Flex, Text } from "@chauffeur/ui";
import type { ReactNode } from "react";

/**
 * The foot of a booking step: back, the total so far and the step's primary button. On a phone the
 * total and the primary button stay in a bar stuck to the bottom of the screen while the step scrolls
 * (the back button stays in the page above it).
 */
export function StepActions({
  back,
  primary,
  total,
}: {
  back: ReactNode;
  primary: ReactNode;
  /** Whole dollars; left out while unknown. */
  total?: number | null;
}) {
  return (
    <>
      <Box mt="8" display={{ base: "flex", sm: "none" }} flexDirection="column">
        {back}
      </Box>
      <Box
        data-testid="step-actions"
        position={{ base: "sticky", sm: "static" }}
        bottom="0"
        zIndex="sticky"
        mt={{ base: "4", sm: "8" }}
        mx={{ base: "-4", sm: "0" }}
        px={{ base: "4", sm: "0" }}
        py={{ base: "3", sm: "0" }}
        bg={{ base: "bg.panel", sm: "transparent" }}
        borderTopWidth={{ base: "1px", sm: "0" }}
        boxShadow={{ base: "0 -6px 16px rgba(0, 0, 0, 0.08)", sm: "none" }}
      >
        <Flex gap="3" align="center" justify="space-between">
          <Box display={{ base: "none", sm: "block" }}>{back}</Box>
          <Flex gap="4" align="center" flex={{ base: "1", sm: "initial" }} justify="space-between">
            {total != null && (
              <Text lineHeight="short" aria-live="polite">
                <Text as="span" display="block" fontSize="xs" color="fg.muted">
                  Total
                </Text>
                <Text as="span" fontWeight="bold" fontSize="lg">
                  {formatUsd(total)}
                </Text>
              </Text>
            )}
            {primary}
          </Flex>
        </Flex>
      </Box>
    </>
  );
}
