import { Container, Heading, Stack, Text } from "@chauffeur/ui";
import { usePageMeta } from "../lib/page-meta";

export default function Page() {
  usePageMeta("Page not found", "The page you asked for does not exist.");
  return (
    <Container maxW="4xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="3xl" fontFamily="heading">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you asked for does not exist.</Text>
      </Stack>
    </Container>
  );
}
