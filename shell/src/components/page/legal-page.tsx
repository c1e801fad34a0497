import { Box, Container, Heading, Stack, Static, Text } from "@chauffeur/ui";
import type { ReactNode } from "react";
import { PageHeader } from "./page-header";

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** Static legal text: a title band and numbered sections in a readable column. */
export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string;
  updated: string;
  sections: LegalSection[];
}) {
  return (
    <Static>
      <PageHeader title={title}>Last updated {updated}</PageHeader>
      <Container maxW="3xl" py={{ base: "10", md: "16" }}>
        <Stack gap="8">
          {sections.map((s, i) => (
            <Box as="section" key={s.title}>
              <Heading as="h2" size="lg" fontFamily="heading" mb="3">
                {i + 1}. {s.title}
              </Heading>
              <Text as="div" color="fg.muted" lineHeight="tall">
                {s.body}
              </Text>
            </Box>
          ))}
        </Stack>
      </Container>
    </Static>
  );
}
