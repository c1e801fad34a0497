import { Container, Heading, Stack, Text } from "@chauffeur/ui";
import { usePageMeta } from "../../lib/page-meta";

export default function Page() {
  usePageMeta("Terms of Service", "The terms of our chauffeur service.");
  return (
    <Container maxW="4xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="3xl" fontFamily="heading">
          Terms of Service
        </Heading>
        <Text color="fg.muted">The terms of our chauffeur service.</Text>
      </Stack>
    </Container>
  );
}
