import { Box, Container, Heading, Icon, SimpleGrid, Stack, Static, Text } from "@chauffeur/ui";
import {
  LuBaby,
  LuClipboardCheck,
  LuFileCheck,
  LuMapPinned,
  LuShieldCheck,
  LuUserCheck,
} from "react-icons/lu";
import { BookCta } from "../components/page/book-cta";
import { PageHeader } from "../components/page/page-header";
import { usePageMeta } from "../lib/page-meta";

const COMMITMENTS = [
  {
    icon: LuUserCheck,
    title: "Vetted Chauffeurs",
    text: "Every chauffeur is licensed for commercial passenger transport, background-checked, drug-screened and trained in defensive driving.",
  },
  {
    icon: LuClipboardCheck,
    title: "Inspected Vehicles",
    text: "Vehicles are inspected on a fixed schedule and checked before every shift: brakes, tires, lights and safety equipment.",
  },
  {
    icon: LuFileCheck,
    title: "Fully Insured",
    text: "Commercial liability insurance well above the legal minimum covers every passenger on every ride.",
  },
  {
    icon: LuMapPinned,
    title: "Monitored Rides",
    text: "Dispatch follows every trip and adjusts for traffic, weather and flight delays around the clock.",
  },
  {
    icon: LuBaby,
    title: "Child Seats",
    text: "Certified child seats installed by trained chauffeurs; add up to four when you book.",
  },
  {
    icon: LuShieldCheck,
    title: "Privacy & Discretion",
    text: "Your itinerary and conversations stay confidential. Chauffeurs never share client details.",
  },
];

export default function SafetyPage() {
  usePageMeta(
    "Safety",
    "How we keep every ride safe: vetted chauffeurs, inspected vehicles, full insurance and monitored trips.",
  );
  return (
    <Static>
      <PageHeader eyebrow="Our standards" title="Safety First">
        Every ride is planned, monitored and driven to the highest standard, because arriving safely matters
        more than anything.
      </PageHeader>
      <Container maxW="7xl" py={{ base: "10", md: "16" }}>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {COMMITMENTS.map((c) => (
            <Stack key={c.title} p="7" borderWidth="1px" borderRadius="2xl" gap="3" bg="bg.panel">
              <Box
                boxSize="12"
                borderRadius="xl"
                bg="ink.900"
                color="gold.300"
                display="grid"
                placeItems="center"
              >
                <Icon as={c.icon} boxSize="6" aria-hidden />
              </Box>
              <Heading as="h2" size="lg" fontFamily="heading">
                {c.title}
              </Heading>
              <Text color="fg.muted">{c.text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <BookCta title="Travel With Peace of Mind" text="Book a professional chauffeur today." />
    </Static>
  );
}
