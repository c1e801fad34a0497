import type { FleetVehicle } from "@chauffeur/contract";
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Heading,
  RouterLink,
  SimpleGrid,
  Stack,
  Static,
  Text,
} from "@chauffeur/ui";
import { CatalogPicture } from "../../components/catalog-picture";
import { VehicleSpecs } from "../../components/vehicle-specs";
import { Island } from "../../islands/island";
import { useCatalog } from "../../lib/catalog/catalog";
import { CarouselControls } from "./carousel-controls";
import { FALLBACK_FLEET } from "./fallback-fleet";
import { useCarousel } from "./use-carousel";

export const FLEET_PAGE_SIZE = 3;
export const FLEET_INTERVAL_MS = 5000;

/** The fleet from the catalog, or SPEC.md's three built-in vehicles when it cannot be read. */
function useHomeFleet(): FleetVehicle[] | null {
  const state = useCatalog("fleet");
  if (state.status === "loading") return null;
  return state.status === "loaded" && state.items.length > 0 ? state.items : FALLBACK_FLEET;
}

function VehicleCard({ v }: { v: FleetVehicle }) {
  return (
    <Card.Root overflow="hidden" bg="ink.800" borderColor="whiteAlpha.200" color="white">
      <CatalogPicture
        imageUrl={v.imageUrl}
        images={v.images}
        sizes="(min-width: 48em) 400px, 100vw"
        alt={`${v.make} ${v.model}`}
        aspectRatio={16 / 10}
        objectFit="cover"
        loading="lazy"
        htmlWidth="800"
        htmlHeight="500"
      />
      <Card.Body gap="2">
        <Badge colorPalette="gold" variant="solid" alignSelf="start" textTransform="uppercase">
          {v.type}
        </Badge>
        <Heading as="h3" size="lg" fontFamily="heading">
          {v.make} {v.model}
        </Heading>
        <VehicleSpecs vehicle={v} color="whiteAlpha.800" />
      </Card.Body>
      <Card.Footer>
        <Button
          asChild
          variant="outline"
          color="gold.300"
          borderColor="gold.500"
          w="full"
          _hover={{ bg: "whiteAlpha.100" }}
        >
          <RouterLink to="/fleet" aria-label={`View Details: ${v.make} ${v.model}`}>
            View Details
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * The vehicles, a page of three at a time, turning every 5 s. An island (docs/decisions/028): asleep
 * until it is used or its first turn is due; the fleet comes from the boot data's catalog.
 */
export function FleetCarouselRegion() {
  const fleet = useHomeFleet();
  const pages = fleet ? Math.ceil(fleet.length / FLEET_PAGE_SIZE) : 0;
  const carousel = useCarousel(pages, FLEET_INTERVAL_MS, (fleet?.length ?? 0) > FLEET_PAGE_SIZE);
  const shown = fleet?.slice(carousel.index * FLEET_PAGE_SIZE, (carousel.index + 1) * FLEET_PAGE_SIZE) ?? [];
  return (
    <Box role="region" aria-roledescription="carousel" aria-label="Fleet vehicles" {...carousel.pauseProps}>
      <SimpleGrid
        columns={{ base: 1, md: 3 }}
        gap="6"
        aria-live={carousel.running ? "off" : "polite"}
        minH="md"
      >
        {fleet === null && <Text role="status">Loading fleet information...</Text>}
        {shown.map((v) => (
          <VehicleCard key={`${v.type}-${v.make}-${v.model}`} v={v} />
        ))}
      </SimpleGrid>
      <CarouselControls
        label="vehicles"
        count={pages}
        index={carousel.index}
        onPrev={carousel.prev}
        onNext={carousel.next}
        onGoTo={carousel.goTo}
        onDark
      />
    </Box>
  );
}

export function FleetCarousel() {
  return (
    <Box as="section" aria-labelledby="home-fleet" bg="ink.900" color="white" py={{ base: "14", md: "20" }}>
      <Container maxW="7xl">
        <Static>
          <Stack textAlign="center" gap="3" mb="10">
            <Text color="gold.300" letterSpacing="widest" fontSize="sm" textTransform="uppercase">
              The fleet
            </Text>
            <Heading as="h2" id="home-fleet" fontFamily="heading" size={{ base: "2xl", md: "4xl" }}>
              Travel in Uncompromising Comfort
            </Heading>
          </Stack>
        </Static>
        <Island name="fleet-carousel" wake="turn" every={FLEET_INTERVAL_MS}>
          <FleetCarouselRegion />
        </Island>
        <Static>
          <Box textAlign="center" mt="10">
            <Button asChild colorPalette="gold" size="lg">
              <RouterLink to="/fleet">View All Vehicles</RouterLink>
            </Button>
          </Box>
        </Static>
      </Container>
    </Box>
  );
}
