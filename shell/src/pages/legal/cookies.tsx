import { Container, Heading, Stack, Text } from "@chauffeur/ui";
import { usePageMeta } from "../../lib/page-meta";

export default function Page() {
  usePageMeta("Cookie Policy", "How this site uses cookies and browser storage.");
  return (
    <Container maxW="4xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="3xl" fontFamily="heading">
          Cookie Policy
        </Heading>
        <Text color="fg.muted">How this site uses cookies and browser storage.</Text>
      </Stack>
    </Container>
  );
}
