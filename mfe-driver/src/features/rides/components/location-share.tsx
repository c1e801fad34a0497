import { type DriverRide, formatServiceClock, TRACKED_STAGES } from "@chauffeur/contract";
import { Box, Button, HStack, Icon, Stack, Text } from "@chauffeur/ui";
import { LuLocateFixed, LuLocateOff } from "react-icons/lu";
import { useLocationShare } from "../hooks/use-location-share";

/** The ride is one whose passenger may follow the car: on the way or arrived. */
export const isTracked = ({ booking, assignment }: DriverRide) =>
  booking.status === "confirmed" &&
  assignment.status === "in_progress" &&
  (TRACKED_STAGES as readonly (string | null)[]).includes(booking.rideStage);

/**
 * The driver's consent and what is being shared: on the way and at the pickup, the passenger's tracking
 * link shows where the car is, only if the driver agrees (once, revocable here).
 */
export function LocationShare({ ride, driverId }: { ride: DriverRide; driverId: string }) {
  const active = isTracked(ride);
  const { consent, setConsent, state } = useLocationShare(driverId, active);
  if (!active) return null;
  const passenger = ride.booking.customerInfo.firstName;
  if (!consent) {
    return (
      <Stack gap="2" borderWidth="1px" borderRadius="md" p="3" data-testid="location-share">
        <Text fontSize="sm">
          {passenger} can follow the car on their tracking link while you are on the way and at the pickup.
        </Text>
        <Button size="xl" w="full" variant="outline" onClick={() => setConsent(true)}>
          <LuLocateFixed aria-hidden /> Share my location
        </Button>
      </Stack>
    );
  }
  const words =
    state.status === "sharing"
      ? `Sharing your location with ${passenger} (last sent ${formatServiceClock(state.sentAt)})`
      : state.status === "failed"
        ? state.reason
        : "Finding your location…";
  return (
    <HStack
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      justify="space-between"
      data-testid="location-share"
      data-state={state.status}
    >
      <HStack gap="2" align="start">
        <Icon mt="1" color={state.status === "failed" ? "red.600" : "green.700"} aria-hidden>
          <LuLocateFixed />
        </Icon>
        <Box role="status" fontSize="sm">
          {words}
        </Box>
      </HStack>
      <Button size="xl" variant="ghost" onClick={() => setConsent(false)} flexShrink="0">
        <LuLocateOff aria-hidden /> Stop
      </Button>
    </HStack>
  );
}
