import type { ServiceItem } from "@chauffeur/contract";
import { Box, Button, Card, Heading, HStack, Image, RouterLink, Stack, Static, Text } from "@chauffeur/ui";
import { LuClock, LuMapPin, LuStar } from "react-icons/lu";
import { fetchFirst } from "../../../lib/fetch-first";
import { serviceDetails } from "../service-details";

export function ServiceCard({
  service,
  eager,
  onLearnMore,
}: {
  service: ServiceItem;
  eager: boolean;
  onLearnMore: () => void;
}) {
  const d = serviceDetails(service.serviceId);
  const rows = [
    { icon: <LuClock aria-hidden />, label: "Duration", value: d.duration },
    { icon: <LuMapPin aria-hidden />, label: "Coverage", value: d.coverage },
    { icon: <LuStar aria-hidden />, label: "Specialty", value: d.specialty },
  ];
  return (
    <Card.Root overflow="hidden" shadow="sm" _hover={{ shadow: "lg" }}>
      <Static>
        <Image
          src={d.image}
          alt=""
          aspectRatio={16 / 10}
          objectFit="cover"
          htmlWidth="800"
          htmlHeight="500"
          loading={eager ? "eager" : "lazy"}
          {...fetchFirst(eager)}
        />
        <Card.Body gap="4">
          <Heading as="h2" size="xl" fontFamily="heading">
            {service.name}
          </Heading>
          <Text color="fg.muted">{service.description}</Text>
          <Stack as="dl" gap="2" fontSize="sm">
            {rows.map((r) => (
              <HStack key={r.label} align="start" gap="2">
                <HStack as="dt" gap="2" fontWeight="semibold" flexShrink={0}>
                  <Box as="span" color="gold.600">
                    {r.icon}
                  </Box>
                  {r.label}:
                </HStack>
                <Text as="dd">{r.value}</Text>
              </HStack>
            ))}
          </Stack>
        </Card.Body>
      </Static>
      <Card.Footer gap="3">
        <Button asChild colorPalette="gold" flex="1">
          <RouterLink to="/booking">Book Now</RouterLink>
        </Button>
        <Button variant="outline" flex="1" onClick={onLearnMore} aria-label={`Learn More: ${service.name}`}>
          Learn More
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
