import { Container, Heading, Stack, Text } from "@chauffeur/ui";
import { usePageMeta } from "../lib/page-meta";

export default function Page() {
  usePageMeta("About Us", "Chauffeured travel with discretion and punctuality since 2008.");
  return (
    <Container maxW="4xl" py="16">
      <Stack gap="4">
        <Heading as="h1" size="3xl" fontFamily="heading">
          About Us
        </Heading>
        <Text color="fg.muted">Chauffeured travel with discretion and punctuality since 2008.</Text>
      </Stack>
    </Container>
  );
}
