import type { PriceBreakdown, VehicleOption } from "@chauffeur/contract";
import { formatUsd } from "@chauffeur/contract";
import { Badge, Box, Button, Card, Flex, Heading, List, Text } from "@chauffeur/ui";
import { LuBriefcase, LuCheck, LuUsers } from "react-icons/lu";

interface VehicleCardProps {
  vehicle: VehicleOption;
  price?: PriceBreakdown;
  selected: boolean;
  disabled: boolean;
  /** The trip is outside the service area: no online price, the team quotes it. */
  outside?: boolean;
  onSelect: () => void;
}

/** One bookable vehicle with SPEC.md's features and the quoted total; a toggle button selects it. */
export function VehicleCard({ vehicle, price, selected, disabled, outside, onSelect }: VehicleCardProps) {
  return (
    <Card.Root
      borderWidth="2px"
      borderColor={selected ? "gold.500" : "border"}
      bg={disabled ? "bg.muted" : undefined}
      data-testid={`vehicle-${vehicle.id}`}
    >
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" size="lg">
            {vehicle.name}
          </Heading>
          {selected && <Badge colorPalette="gold">Selected</Badge>}
        </Flex>
        <Flex gap="4" color="fg.muted" fontSize="sm">
          <Flex align="center" gap="1">
            <LuUsers aria-hidden /> Up to {vehicle.passengers} passengers
          </Flex>
          <Flex align="center" gap="1">
            <LuBriefcase aria-hidden /> {vehicle.luggage} luggage
          </Flex>
        </Flex>
        <List.Root listStyleType="none" gap="1" fontSize="sm" aria-label={`${vehicle.name} features`}>
          {vehicle.features.map((f) => (
            <List.Item key={f} display="flex" alignItems="center" gap="2">
              <LuCheck aria-hidden /> {f}
            </List.Item>
          ))}
        </List.Root>
        <Box>
          <Text fontSize="2xl" fontWeight="bold" aria-live="polite">
            {outside ? "Quoted by our team" : price ? formatUsd(price.total) : "Pricing…"}
          </Text>
          {!outside && (
            <Text fontSize="xs" color="fg.muted">
              {price && price.returnTrip > 0 ? "Both rides, with" : "Total with"} service fee
              {price && price.stops > 0 ? ", stops" : ""}
              {price && price.childSeats > 0 ? " and child seats" : ""}
            </Text>
          )}
        </Box>
        <Button
          onClick={onSelect}
          disabled={disabled}
          aria-pressed={selected}
          variant={selected ? "solid" : "outline"}
          colorPalette="gold"
          // Explicit colours: the pressed state's default tint is too light for white text.
          {...(selected ? { bg: "gold.700", color: "white", _hover: { bg: "gold.800" } } : {})}
        >
          {outside
            ? "Not bookable online"
            : disabled
              ? "Too small for your party"
              : selected
                ? `${vehicle.name} selected`
                : `Select ${vehicle.name}`}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
