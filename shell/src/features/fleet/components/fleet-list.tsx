import type { FleetVehicle } from "@chauffeur/contract";
import { Badge, Button, Card, Container, Heading, HStack, SimpleGrid, Static, Text } from "@chauffeur/ui";
import { lazy, Suspense, useState } from "react";
import { CatalogPicture } from "../../../components/catalog-picture";
import { VehicleSpecs } from "../../../components/vehicle-specs";
import { CardSkeletons } from "../../../lib/catalog/card-skeletons";
import { useCatalog } from "../../../lib/catalog/catalog";
import { fetchFirst, fetchLater } from "../../../lib/fetch-first";
import { BookVehicleLink } from "./book-vehicle-link";

// The dialog's machine loads when a visitor first opens it.
const VehicleDetailsDialog = lazy(() => import("./vehicle-details-dialog"));

/**
 * The fleet's cards and the details dialog they open: the fleet page's island (docs/decisions/028),
 * woken by a pointer or the focus on the cards.
 */
export function FleetList() {
  const fleet = useCatalog("fleet");
  const [selected, setSelected] = useState<FleetVehicle | null>(null);
  return (
    <>
      <Container maxW="7xl" py={{ base: "10", md: "16" }}>
        {fleet.status === "loading" && (
          <CardSkeletons label="Loading fleet information..." count={3} columns={{ base: 1, md: 2, lg: 3 }} />
        )}
        {fleet.status === "error" && (
          <Text role="alert" textAlign="center" color="fg.error">
            Error loading fleet: {fleet.message}
          </Text>
        )}
        {fleet.status === "loaded" && (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
            {fleet.items.map((v, i) => (
              <Card.Root key={`${v.type}-${v.model}`} overflow="hidden" shadow="sm" _hover={{ shadow: "lg" }}>
                <Static>
                  <CatalogPicture
                    imageUrl={v.imageUrl}
                    images={v.images}
                    sizes="(min-width: 62em) 400px, (min-width: 48em) 50vw, 100vw"
                    alt={`${v.make} ${v.model}`}
                    aspectRatio={16 / 10}
                    objectFit="cover"
                    bg="ink.800"
                    htmlWidth="800"
                    htmlHeight="500"
                    loading={i < 3 ? "eager" : "lazy"}
                    // The first card's picture is the page's largest paint: asked for before the scripts,
                    // and before the other cards' (uploaded photos weigh far more than a drawing).
                    {...(i === 0 ? fetchFirst() : fetchLater())}
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
                    <Heading as="h2" size="lg" fontFamily="heading">
                      {v.make} {v.model}
                    </Heading>
                    <VehicleSpecs vehicle={v} />
                  </Card.Body>
                </Static>
                <Card.Footer gap="3">
                  <Button
                    variant="outline"
                    flex="1"
                    onClick={() => setSelected(v)}
                    aria-label={`View Details: ${v.make} ${v.model}`}
                  >
                    View Details
                  </Button>
                  <BookVehicleLink vehicle={v} flex="1" />
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Container>
      {selected && (
        <Suspense fallback={null}>
          <VehicleDetailsDialog vehicle={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </>
  );
}
