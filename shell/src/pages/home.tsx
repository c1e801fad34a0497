import { Box, Container, Heading, Stack, Text } from "@chauffeur/ui";
import { usePublicConfig } from "../config/site-config";
import { RemoteView } from "../features/remotes/remote-view";
import { usePageMeta } from "../lib/page-meta";

export default function HomePage() {
  usePageMeta(
    "",
    "Premium chauffeur service for airport transfers, weddings, corporate travel and city tours.",
  );
  const { site } = usePublicConfig();
  return (
    <Box bg="ink.900" color="white" py={{ base: "12", md: "20" }}>
      <Container maxW="7xl">
        <Stack gap="8">
          <Stack gap="3" maxW="2xl">
            <Heading as="h1" fontFamily="heading" size={{ base: "4xl", md: "6xl" }}>
              Arrive in Style
            </Heading>
            <Text fontSize="lg" color="whiteAlpha.800">
              Premium chauffeured travel across the USA, on time, every time.
            </Text>
          </Stack>
          <RemoteView
            remote="booking"
            exposed="QuickBookingForm"
            props={{ site, variant: "hero" }}
            minHeight="220px"
          />
        </Stack>
      </Container>
    </Box>
  );
}
