import { Container, Heading, Stack, Text } from "@chauffeur/ui";
import { usePageMeta } from "../lib/page-meta";

export default function Page() {
  usePageMeta("Safety", "How we keep every passenger safe.");
  return (
    <Container maxW="4xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="3xl" fontFamily="heading">
          Safety
        </Heading>
        <Text color="fg.muted">How we keep every passenger safe.</Text>
      </Stack>
    </Container>
  );
}
