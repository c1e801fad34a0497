import { Box, Container, Heading, Icon, SimpleGrid, Stack, Text } from "@chauffeur/ui";
import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import { SectionTitle } from "./page-header";

export interface Reason {
  icon: IconType;
  title: string;
  text: string;
}

/** A "why choose us" band: a title and four reasons with their icons. */
export function ReasonsSection({
  title,
  children,
  reasons,
  centered = false,
}: {
  title: string;
  children?: ReactNode;
  reasons: readonly Reason[];
  centered?: boolean;
}) {
  return (
    <Box as="section" bg="bg.subtle" py={{ base: "14", md: "20" }}>
      <Container maxW="7xl">
        <SectionTitle title={title}>{children}</SectionTitle>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {reasons.map((r) => (
            <Stack
              key={r.title}
              gap="3"
              p="6"
              bg="bg.panel"
              borderRadius="xl"
              borderWidth="1px"
              textAlign={centered ? "center" : undefined}
              align={centered ? "center" : undefined}
            >
              <Icon as={r.icon} boxSize="8" color="gold.600" aria-hidden />
              <Heading as="h3" size="md">
                {r.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {r.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
