import { Container, Heading, Stack, Text } from "@chauffeur/ui";
import { usePageMeta } from "../../lib/page-meta";

export default function Page() {
  usePageMeta("Privacy Policy", "How we collect, use and protect your information.");
  return (
    <Container maxW="4xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="3xl" fontFamily="heading">
          Privacy Policy
        </Heading>
        <Text color="fg.muted">How we collect, use and protect your information.</Text>
      </Stack>
    </Container>
  );
}
