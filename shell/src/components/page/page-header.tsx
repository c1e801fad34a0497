import { Box, Container, Heading, Stack, Static, Text } from "@chauffeur/ui";
import type { ReactNode } from "react";

/** The dark title band at the top of every public page. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Static>
      <Box
        bg="ink.900"
        bgImage="radial-gradient(ellipse at 50% 0%, rgba(212,169,74,0.18), transparent 65%)"
        color="white"
        py={{ base: "12", md: "20" }}
      >
        <Container maxW="4xl">
          <Stack gap="4" textAlign="center" align="center">
            {eyebrow && (
              <Text color="gold.300" letterSpacing="widest" fontSize="sm" textTransform="uppercase">
                {eyebrow}
              </Text>
            )}
            <Heading as="h1" fontFamily="heading" size={{ base: "3xl", md: "5xl" }}>
              {title}
            </Heading>
            {children && (
              <Text fontSize={{ base: "md", md: "lg" }} color="whiteAlpha.800" maxW="2xl">
                {children}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
    </Static>
  );
}

/** A section heading with an optional lead paragraph. */
export function SectionTitle({ id, title, children }: { id?: string; title: string; children?: ReactNode }) {
  return (
    <Stack gap="3" textAlign="center" mb="10" align="center">
      <Heading as="h2" id={id} fontFamily="heading" size={{ base: "2xl", md: "3xl" }}>
        {title}
      </Heading>
      <Box w="16" h="1" bg="gold.400" borderRadius="full" aria-hidden />
      {children && (
        <Text color="fg.muted" maxW="2xl">
          {children}
        </Text>
      )}
    </Stack>
  );
}
