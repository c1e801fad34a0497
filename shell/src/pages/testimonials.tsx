import { Container, Heading, Stack, Text } from "@chauffeur/ui";
import { usePageMeta } from "../lib/page-meta";

export default function Page() {
  usePageMeta("Reviews & FAQ", "What our clients say, and answers to common questions.");
  return (
    <Container maxW="4xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="3xl" fontFamily="heading">
          Reviews & FAQ
        </Heading>
        <Text color="fg.muted">What our clients say, and answers to common questions.</Text>
      </Stack>
    </Container>
  );
}
