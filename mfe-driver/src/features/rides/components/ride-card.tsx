import { type DriverRide, formatServiceClock, type RideStage, rideLegWords } from "@chauffeur/contract";
import { Button, Card, Heading, HStack, Icon, Link, Stack, Text } from "@chauffeur/ui";
import { LuMapPin, LuMapPinned, LuNavigation } from "react-icons/lu";
import { useRideActions } from "../hooks/use-ride-actions";
import { useTapQueue } from "../hooks/use-tap-queue";
import { directionsUrl, pickupLabel } from "../lib/ride-groups";
import { STEP_LABELS } from "../lib/step-labels";
import { LocationShare } from "./location-share";
import { RespondDialog } from "./respond-dialog";
import { RideBadge } from "./ride-badge";
import { RideDetails } from "./ride-details";
import { RideProgress } from "./ride-progress";
import { WaitingClock } from "./waiting-clock";

const STAGE_TEXT: Record<RideStage, string> = {
  en_route: "On the way to the pickup",
  arrived: "Arrived at the pickup",
  on_board: "Passenger on board",
  completed: "Ride completed",
  no_show: "Passenger did not show",
};

interface Props {
  ride: DriverRide;
  driverId: string;
  today: string;
  onChanged: (ride: DriverRide) => void;
}

export function RideCard({ ride: answered, driverId, today, onChanged }: Props) {
  const queue = useTapQueue();
  const { busy, respond, step } = useRideActions(driverId, answered, onChanged);
  // The ride as the chauffeur left it: steps made offline show at once.
  const ride = queue.shown(answered);
  const waiting = queue.waiting(answered.booking.id);
  const { booking, assignment } = ride;
  const headingId = `ride-${booking.id}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      data-testid="ride-card"
      data-reference={booking.reference}
    >
      <Card.Body gap="4" p={{ base: "4", md: "6" }}>
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0">
            <Heading as="h3" size="lg" id={headingId}>
              {pickupLabel(ride, today)}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Booking {booking.reference}
            </Text>
            {rideLegWords(booking) && (
              <Text fontSize="sm" color="fg.muted">
                {rideLegWords(booking)}
              </Text>
            )}
          </Stack>
          <RideBadge status={booking.status === "cancelled" ? "cancelled" : assignment.status} />
        </HStack>
        <Stack gap="2">
          <HStack align="start" gap="2">
            <Icon mt="1" flexShrink="0" aria-hidden>
              <LuMapPin />
            </Icon>
            <Text>
              <Text as="span" fontWeight="semibold">
                Pickup:{" "}
              </Text>
              {booking.pickupLocation}
            </Text>
          </HStack>
          {booking.stops.map((stop, i) => (
            <HStack key={`${i}-${stop}`} align="start" gap="2" data-testid="ride-stop">
              <Icon mt="1" flexShrink="0" aria-hidden>
                <LuMapPinned />
              </Icon>
              <Text>
                <Text as="span" fontWeight="semibold">
                  Stop {i + 1}:{" "}
                </Text>
                {stop}
              </Text>
            </HStack>
          ))}
          <HStack align="start" gap="2">
            <Icon mt="1" flexShrink="0" aria-hidden>
              <LuNavigation />
            </Icon>
            <Text>
              <Text as="span" fontWeight="semibold">
                Destination:{" "}
              </Text>
              {booking.destination}
            </Text>
          </HStack>
          <Button asChild variant="outline" size="xl" alignSelf={{ base: "stretch", sm: "start" }}>
            <Link
              href={directionsUrl(booking.pickupLocation, booking.destination, booking.stops)}
              target="_blank"
              rel="noopener"
            >
              Open route in maps
            </Link>
          </Button>
        </Stack>
        <RideDetails ride={ride} />
        {booking.rideStage && (
          <Text fontWeight="semibold" data-testid="ride-stage">
            {STAGE_TEXT[booking.rideStage]}
          </Text>
        )}
        {waiting.length > 0 && (
          <Text
            role="status"
            data-testid="tap-waiting"
            fontSize="sm"
            bg="orange.subtle"
            borderRadius="md"
            px="3"
            py="2"
          >
            Not sent yet:{" "}
            {waiting.map((t) => `${STEP_LABELS[t.stage]} (${formatServiceClock(t.tappedAt)})`).join(", ")}.
            Sent when the phone is back online.
          </Text>
        )}
        <WaitingClock ride={ride} />
        <LocationShare ride={ride} driverId={driverId} />
        {assignment.notes && (
          <Text fontSize="sm" color="fg.muted">
            Your note: {assignment.notes}
          </Text>
        )}
        {assignment.status === "assigned" && booking.status !== "cancelled" && (
          <HStack gap="2">
            <RespondDialog
              accept
              reference={booking.reference}
              busy={busy}
              onConfirm={(n) => respond(true, n)}
            />
            <RespondDialog
              accept={false}
              reference={booking.reference}
              busy={busy}
              onConfirm={(n) => respond(false, n)}
            />
          </HStack>
        )}
        <RideProgress ride={ride} busy={busy} onStep={step} />
      </Card.Body>
    </Card.Root>
  );
}
