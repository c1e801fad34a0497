import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Stack,
  Text,
} from "@chauffeur/ui";
import { LuBriefcase, LuUsers } from "react-icons/lu";
import { Link as RouterLink } from "react-router";
import { useFleet } from "../features/fleet/api/get-fleet";
import { usePageMeta } from "../lib/page-meta";

export default function FleetPage() {
  usePageMeta(
    "Our Fleet",
    "Executive sedans, luxury SUVs and first-class limousines, immaculately kept and chauffeured.",
  );
  const fleet = useFleet();
  return (
    <Container maxW="7xl" py={{ base: "10", md: "16" }}>
      <Stack gap="3" textAlign="center" mb="10">
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }} fontFamily="heading">
          Our Fleet
        </Heading>
        <Text color="fg.muted" maxW="2xl" mx="auto">
          Late-model vehicles, detailed before every ride, driven by licensed professional chauffeurs.
        </Text>
      </Stack>
      {fleet.status === "loading" && (
        <Text role="status" textAlign="center">
          Loading fleet information...
        </Text>
      )}
      {fleet.status === "error" && (
        <Text role="alert" textAlign="center" color="fg.error">
          Error loading fleet: {fleet.message}
        </Text>
      )}
      {fleet.status === "loaded" && (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {fleet.vehicles.map((v) => (
            <Card.Root key={`${v.type}-${v.model}`} overflow="hidden">
              <Image
                src={v.imageUrl}
                alt={`${v.make} ${v.model}`}
                aspectRatio={16 / 10}
                objectFit="cover"
                bg="ink.800"
                loading="lazy"
              />
              <Card.Body gap="3">
                <HStack justify="space-between">
                  <Badge colorPalette="gold" textTransform="uppercase">
                    {v.type}
                  </Badge>
                  <Text color="fg.muted" fontSize="sm">
                    {v.year}
                  </Text>
                </HStack>
                <Heading as="h2" size="lg">
                  {v.make} {v.model}
                </Heading>
                <HStack gap="5" color="fg.muted" fontSize="sm">
                  <HStack gap="1.5">
                    <LuUsers aria-hidden /> {v.capacity} passengers
                  </HStack>
                  <HStack gap="1.5">
                    <LuBriefcase aria-hidden /> {v.luggage} cases
                  </HStack>
                </HStack>
              </Card.Body>
              <Card.Footer>
                <Button asChild colorPalette="gold" w="full">
                  <RouterLink to="/booking">Book This Vehicle</RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      <Box />
    </Container>
  );
}
