import { Card, SimpleGrid, Text } from "@chauffeur/ui";
import { useStats } from "../api/get-stats";

export function StatsCards() {
  const { data } = useStats();
  const tiles = [
    ["Total Bookings", data?.totalBookings],
    ["Pending Bookings", data?.pendingBookings],
    ["Active Drivers", data?.activeDrivers],
    ["Unassigned Bookings", data?.unassignedBookings],
  ] as const;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      {tiles.map(([label, value]) => (
        <Card.Root key={label} size="sm">
          <Card.Body>
            <Text fontSize="sm" color="fg.muted">
              {label}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" data-testid={`stat-${label}`}>
              {value ?? "–"}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
