import type { SiteInfo } from "@chauffeur/contract";
import { Box, Button, Card, Container, Flex, Heading, Text, useNavigate } from "@chauffeur/ui";
import { useEffect } from "react";
import { LuCircleX } from "react-icons/lu";

/** /booking-cancel: the customer left the authorization; nothing was charged. */
export function CancelPage({ site }: { site: SiteInfo }) {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `Booking Cancelled | ${site.name}`;
  }, [site.name]);
  return (
    <Container maxW="2xl" py={{ base: "10", md: "16" }} px="4">
      <Card.Root>
        <Card.Body gap="5" textAlign="center" alignItems="center">
          <Box fontSize="5xl" color="red.600" aria-hidden>
            <LuCircleX />
          </Box>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} fontFamily="heading">
            Booking Cancelled
          </Heading>
          <Text>Your booking authorization was cancelled. No payment was processed.</Text>
          <Flex gap="3" direction={{ base: "column", sm: "row" }} w={{ base: "full", sm: "auto" }}>
            <Button colorPalette="gold" onClick={() => navigate("/booking")}>
              Make New Booking
            </Button>
            <Button variant="outline" onClick={() => navigate("/contact")}>
              Contact Support
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
