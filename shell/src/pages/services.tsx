import { Container, Heading, Stack, Text } from "@chauffeur/ui";
import { usePageMeta } from "../lib/page-meta";

export default function Page() {
  usePageMeta("Our Services", "Airport transfers, weddings, corporate travel and city tours.");
  return (
    <Container maxW="4xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="3xl" fontFamily="heading">
          Our Services
        </Heading>
        <Text color="fg.muted">Airport transfers, weddings, corporate travel and city tours.</Text>
      </Stack>
    </Container>
  );
}
