import { Container, Heading, Stack, Text } from "@chauffeur/ui";
import { usePageMeta } from "../lib/page-meta";

export default function Page() {
  usePageMeta("Contact Us", "Call, chat or write to us: we answer 24/7.");
  return (
    <Container maxW="4xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="3xl" fontFamily="heading">
          Contact Us
        </Heading>
        <Text color="fg.muted">Call, chat or write to us: we answer 24/7.</Text>
      </Stack>
    </Container>
  );
}
