import { Box, Container, Heading, SimpleGrid, Skeleton, Stack, Static, Text } from "@chauffeur/ui";
import { SocialLinks } from "../../components/social-links";
import { usePublicConfig } from "../../config/site-config";
import { RemoteView } from "../../lib/remotes/remote-view";

/** The Quick Booking form's height at each width (measured), kept while it loads so nothing moves. */
const QUICK_FORM_HEIGHT = { base: "620px", sm: "572px", md: "402px", lg: "320px" };

function QuickBookingSkeleton() {
  return (
    <Stack
      role="status"
      aria-label="Loading the booking form"
      h={QUICK_FORM_HEIGHT}
      bg="bg.panel"
      color="fg"
      p={{ base: "5", md: "7" }}
      borderRadius="2xl"
      borderTopWidth="4px"
      borderColor="gold.400"
      gap="5"
    >
      <Text fontFamily="heading" fontSize="2xl" fontWeight="semibold">
        Quick Booking
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h="16" />
        ))}
      </SimpleGrid>
      <Skeleton h="12" w={{ base: "full", md: "40" }} alignSelf="flex-end" mt="auto" />
    </Stack>
  );
}

export function Hero() {
  const { site, policy } = usePublicConfig();
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
            <RemoteView
              remote="booking"
              exposed="QuickBookingForm"
              props={{ site, variant: "hero", policy }}
              minHeight="0"
              loading={<QuickBookingSkeleton />}
            />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
