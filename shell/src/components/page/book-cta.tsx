import { Box, Button, Container, Heading, HStack, RouterLink, Static, Text } from "@chauffeur/ui";
import type { ReactNode } from "react";
import { LuPhone } from "react-icons/lu";
import { useSite } from "../../config/site-config";

/** The closing call to action of a page: book online or call. */
export function BookCta({
  title,
  text,
  bookLabel = "Book Now",
  extra,
}: {
  title: string;
  text: string;
  bookLabel?: string;
  extra?: ReactNode;
}) {
  const site = useSite();
  return (
    <Static>
      <Box bg="ink.900" color="white" py={{ base: "12", md: "16" }}>
        <Container maxW="3xl" textAlign="center">
          <Heading as="h2" fontFamily="heading" size={{ base: "2xl", md: "3xl" }} mb="3">
            {title}
          </Heading>
          <Text color="whiteAlpha.800" mb="8">
            {text}
          </Text>
          <HStack justify="center" gap="4" wrap="wrap">
            <Button asChild colorPalette="gold" size="lg">
              <RouterLink to="/booking">{bookLabel}</RouterLink>
            </Button>
            {extra}
            <Button
              asChild
              variant="outline"
              size="lg"
              color="white"
              borderColor="whiteAlpha.500"
              _hover={{ bg: "whiteAlpha.100" }}
            >
              <a href={`tel:${site.phoneHref}`}>
                <LuPhone aria-hidden /> Call {site.phone}
              </a>
            </Button>
          </HStack>
        </Container>
      </Box>
    </Static>
  );
}
