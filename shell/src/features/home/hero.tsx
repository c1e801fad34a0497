import { BOOKING_DRAFT_KEY } from "@chauffeur/contract";
import { Box, Container, Heading, Stack, Static, Text } from "@chauffeur/ui";
import { SocialLinks } from "../../components/social-links";
import { Island } from "../../islands/island";
import { QUICK_FORM_HEIGHT, QuickBooking } from "./quick-booking";

/**
 * The home page's hero: its words (static) and the Quick Booking form, an island woken when used, or
 * at once in a tab that holds a search to show again.
 */
export function Hero() {
  return (
    <Box
      as="section"
      aria-labelledby="home-title"
      bg="ink.900"
      bgImage="radial-gradient(ellipse at 70% 0%, rgba(212,169,74,0.22), transparent 60%), linear-gradient(180deg, #17181c 0%, #0e0f12 100%)"
      color="white"
      pt={{ base: "12", md: "20" }}
      pb={{ base: "12", md: "16" }}
    >
      <Container maxW="7xl">
        <Stack gap={{ base: "8", md: "12" }}>
          <Static>
            <Stack gap="5" maxW="3xl">
              <Text color="gold.300" letterSpacing="widest" fontSize="sm" textTransform="uppercase">
                Boston · Nationwide · 24/7
              </Text>
              <Heading
                as="h1"
                id="home-title"
                fontFamily="heading"
                size={{ base: "4xl", md: "6xl" }}
                lineHeight="1.1"
              >
                Arrive in Style, Every Time
              </Heading>
              <Text fontSize={{ base: "lg", md: "xl" }} color="whiteAlpha.800">
                Premium chauffeured travel for airport transfers, weddings, corporate travel and city tours —
                punctual, discreet and available around the clock.
              </Text>
              <SocialLinks rounded />
            </Stack>
          </Static>
          <Box id="booking" minH={QUICK_FORM_HEIGHT}>
            <Island name="quick-booking" wake="interaction" wakeIfStored={BOOKING_DRAFT_KEY}>
              <QuickBooking />
            </Island>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
