import { Box, Container, Heading, Icon, SimpleGrid, Stack, Text } from "@chauffeur/ui";
import { LuAward, LuClock, LuMapPinned, LuShieldCheck } from "react-icons/lu";
import { SectionTitle } from "../../../components/page/page-header";

const REASONS = [
  { icon: LuClock, title: "Always On Time", text: "We track traffic and flights so you never wait." },
  {
    icon: LuShieldCheck,
    title: "Safe & Insured",
    text: "Vetted chauffeurs and fully insured, inspected vehicles.",
  },
  { icon: LuAward, title: "Since 2008", text: "15+ years and 10,000+ happy clients, rated 4.9 on average." },
  {
    icon: LuMapPinned,
    title: "Nationwide",
    text: "Based in Boston, serving customers across the USA, 24/7.",
  },
];

export function WhyChooseUs() {
  return (
    <Box as="section" bg="bg.subtle" py={{ base: "14", md: "20" }}>
      <Container maxW="7xl">
        <SectionTitle title="Why Choose Us" />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {REASONS.map((r) => (
            <Stack
              key={r.title}
              gap="3"
              p="6"
              bg="bg.panel"
              borderRadius="xl"
              borderWidth="1px"
              textAlign="center"
              align="center"
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
