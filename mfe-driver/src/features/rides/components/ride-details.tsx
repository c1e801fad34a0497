import { countOf, type DriverRide, formatCents, vehicleName } from "@chauffeur/contract";
import { Box, Link, SimpleGrid, Text } from "@chauffeur/ui";
import type { ReactNode } from "react";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/** How the payout is counted: "70% of the $150.00 fare", "... and of $30.00 waiting". */
export function payoutBasis(p: DriverRide["booking"]["payout"]): string {
  const extras = p.extrasCents > 0 ? ` and of ${formatCents(p.extrasCents)} waiting` : "";
  return `${p.percent}% of the ${formatCents(p.vehicleFareCents)} fare${extras}`;
}

/** The passenger, the payout and everything the driver needs at the kerb. */
export function RideDetails({ ride }: { ride: DriverRide }) {
  const { booking } = ride;
  const name = `${booking.customerInfo.firstName} ${booking.customerInfo.lastName}`;
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
      <Item label="Passenger">
        <Text>{name}</Text>
        <Link
          href={`tel:${booking.customerInfo.phone.replace(/[^\d+]/g, "")}`}
          color="gold.fg"
          fontWeight="semibold"
          minH="11"
          aria-label={`Call ${name} at ${booking.customerInfo.phone}`}
        >
          {booking.customerInfo.phone}
        </Link>
      </Item>
      <Item label="Passengers and luggage">
        {countOf(booking.passengerCount, "passenger")}, {countOf(booking.luggageCount, "bag")}
      </Item>
      <Item label="Flight">{booking.flightNumber || "None"}</Item>
      {booking.serviceType !== "hourly" && booking.distanceMiles !== null && (
        <Item label="Distance">{booking.distanceMiles.toFixed(1)} miles</Item>
      )}
      <Item label="Your payout">
        <Text fontWeight="semibold" data-testid="payout">
          {formatCents(booking.payout.cents)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {payoutBasis(booking.payout)}
        </Text>
      </Item>
      <Item label="Child seats">{booking.childSeats > 0 ? booking.childSeats : "None"}</Item>
      <Item label="Vehicle">
        {vehicleName(booking.vehicleType)}
        {booking.serviceType === "hourly" && booking.hours ? ` · ${countOf(booking.hours, "hour")}` : ""}
      </Item>
      <Item label="Special requests">{booking.specialRequests || "None"}</Item>
    </SimpleGrid>
  );
}
