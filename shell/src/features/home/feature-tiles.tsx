import {
  Box,
  Container,
  Heading,
  Icon,
  LinkBox,
  LinkOverlay,
  RouterLink,
  SimpleGrid,
  Stack,
  Text,
} from "@chauffeur/ui";
import { LuCar, LuConciergeBell, LuShieldCheck } from "react-icons/lu";

const TILES = [
  {
    to: "/safety",
    title: "Safety First",
    text: "Licensed, background-checked chauffeurs and meticulously maintained vehicles.",
    icon: LuShieldCheck,
  },
  {
    to: "/services",
    title: "Premium Services",
    text: "Airport transfers, weddings, corporate travel and city tours, tailored to you.",
    icon: LuConciergeBell,
  },
  {
    to: "/fleet",
    title: "Luxury Fleet",
    text: "Executive sedans, spacious SUVs and first-class limousines, detailed before every ride.",
    icon: LuCar,
  },
];

export function FeatureTiles() {
  return (
    <Box as="section" aria-labelledby="home-features" py={{ base: "14", md: "20" }}>
      <Container maxW="7xl">
        <Heading
          as="h2"
          id="home-features"
          fontFamily="heading"
          size={{ base: "2xl", md: "4xl" }}
          textAlign="center"
          mb="10"
        >
          Why Travel With Us
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {TILES.map((t) => (
            <LinkBox
              key={t.to}
              as="article"
              p="8"
              borderWidth="1px"
              borderRadius="2xl"
              bg="bg.panel"
              transition="all 0.2s"
              _hover={{ shadow: "xl", borderColor: "gold.300", transform: "translateY(-2px)" }}
              _focusWithin={{ shadow: "xl", borderColor: "gold.400" }}
            >
              <Stack gap="4">
                <Box
                  boxSize="14"
                  borderRadius="xl"
                  bg="ink.900"
                  color="gold.300"
                  display="grid"
                  placeItems="center"
                >
                  <Icon as={t.icon} boxSize="7" aria-hidden />
                </Box>
                <Heading as="h3" size="lg" fontFamily="heading">
                  <LinkOverlay asChild>
                    <RouterLink to={t.to}>{t.title}</RouterLink>
                  </LinkOverlay>
                </Heading>
                <Text color="fg.muted">{t.text}</Text>
              </Stack>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
