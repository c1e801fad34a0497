import { Box, HStack, RouterLink, Text } from "@chauffeur/ui";
import { useSite } from "../../config/site-config";

/**
 * The monogram and the company's name, a link home. `compact`: on a phone only the monogram shows (the
 * operations header has the working area and the office's phone beside it); the name stays for screen
 * readers, and is the link's name.
 */
export function Logo({ onDark = true, compact = false }: { onDark?: boolean; compact?: boolean }) {
  const site = useSite();
  const [first, ...rest] = site.name.split(" ");
  return (
    <RouterLink to="/">
      <HStack gap="2.5">
        <Box
          as="span"
          display="grid"
          placeItems="center"
          boxSize="9"
          borderRadius="lg"
          bg="gold.400"
          color="ink.900"
          fontFamily="heading"
          fontWeight="bold"
          fontSize="xl"
          aria-hidden
        >
          {first?.[0] ?? "B"}
        </Box>
        <Text
          as="span"
          fontFamily="heading"
          fontSize={{ base: "lg", md: "xl" }}
          // Hidden from the eye only: the link's name stays its text.
          srOnly={compact ? { base: true, sm: false } : undefined}
          fontWeight="semibold"
          letterSpacing="wide"
          color={onDark ? "white" : "fg"}
        >
          {first}{" "}
          <Text as="span" color="gold.400">
            {rest.join(" ")}
          </Text>
          <Text as="span" srOnly>
            {" "}
            (home)
          </Text>
        </Text>
      </HStack>
    </RouterLink>
  );
}
