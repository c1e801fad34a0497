import { Box, Container, Heading, Icon, SimpleGrid, Stack, Text } from "@chauffeur/ui";
import { LuShieldCheck, LuSparkles, LuUserCheck, LuWifi } from "react-icons/lu";
import { SectionTitle } from "../../../components/page/page-header";

const REASONS = [
  {
    icon: LuSparkles,
    title: "Immaculately Detailed",
    text: "Every vehicle is cleaned inside and out before each ride.",
  },
  {
    icon: LuShieldCheck,
    title: "Safety Inspected",
    text: "Regular mechanical inspections and full commercial insurance.",
  },
  {
    icon: LuUserCheck,
    title: "Professional Chauffeurs",
    text: "Licensed, background-checked, courteous and discreet.",
  },
  {
    icon: LuWifi,
    title: "Modern Comforts",
    text: "Climate control, phone charging and quiet cabins to work or relax.",
  },
];

export function WhyChooseFleet() {
  return (
    <Box as="section" bg="bg.subtle" py={{ base: "14", md: "20" }}>
      <Container maxW="7xl">
        <SectionTitle title="Why Choose Our Fleet">Comfort, safety and style in every mile.</SectionTitle>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {REASONS.map((r) => (
            <Stack key={r.title} gap="3" p="6" bg="bg.panel" borderRadius="xl" borderWidth="1px">
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
