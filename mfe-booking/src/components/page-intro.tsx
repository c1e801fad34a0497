import { Heading, Stack, Text } from "@chauffeur/ui";
import type { ReactNode } from "react";

/** The centred title and lead of a page outside the booking steps (manage a booking, request a quote). */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" mb="8" textAlign="center" align="center">
      <Heading as="h1" size={{ base: "2xl", md: "4xl" }} fontFamily="heading">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="xl">
        {children}
      </Text>
    </Stack>
  );
}
