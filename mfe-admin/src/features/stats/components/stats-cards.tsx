import { Card, SimpleGrid, Text } from "@chauffeur/ui";
import { usePolled } from "../../../lib/use-polled";
import { getStats } from "../api/get-stats";

export function StatsCards({ refreshKey }: { refreshKey: number }) {
  const { data } = usePolled(getStats, String(refreshKey));
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
