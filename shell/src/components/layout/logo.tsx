import { Box, HStack, RouterLink, Text } from "@chauffeur/ui";
import { useSite } from "../../config/site-config";

export function Logo({ onDark = true }: { onDark?: boolean }) {
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
