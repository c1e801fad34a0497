import {
  describeCar,
  formatServiceClock,
  formatServiceTime,
  type SiteInfo,
  type TrackView,
  vehicleName,
  waitingClock,
  waitingPolicyText,
} from "@chauffeur/contract";
import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Container,
  Heading,
  HStack,
  RouterLink,
  Spinner,
  Stack,
  Text,
  useBookingPolicy,
  useLocation,
  useNow,
} from "@chauffeur/ui";
import { useMemo } from "react";
import { useMapTileUrl } from "../../../lib/map/map-tiles";
import { usePageMeta } from "../../../lib/page-meta";
import { useTracking } from "../api/get-tracking";
import { isLive, rideHeadline } from "../lib/ride-status";
import { TrackingMap } from "./tracking-map";

/** /track/<token>: the private link of one ride, sent with each status message (issue 16). */
export function TrackingPage({ site }: { site: SiteInfo }) {
  const token = decodeURIComponent(useLocation().pathname.split("/")[2] ?? "");
  const { view, error } = useTracking(token);
  usePageMeta(
    view ? `Your ride ${view.reference} | ${site.name}` : `Track your ride | ${site.name}`,
    "Where your chauffeur is, and when they arrive.",
  );
  return (
    <Container maxW="3xl" py={{ base: "6", md: "12" }} px="4">
      <Stack gap="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} fontFamily="heading">
          Track your ride
        </Heading>
        {error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{error}</Alert.Title>
              <Alert.Description>
                Your booking is still in Manage Your Booking, with your reference and e-mail, or call us on{" "}
                {site.phone}.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : view ? (
          <RideView view={view} />
        ) : (
          <HStack gap="3" color="fg.muted" minH="40">
            <Spinner size="sm" /> <Text>Loading your ride…</Text>
          </HStack>
        )}
        <Button asChild variant="outline" alignSelf="start">
          <RouterLink to="/manage-booking">Manage your booking</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

function RideView({ view }: { view: TrackView }) {
  const tileUrl = useMapTileUrl();
  const freeWaiting = useBookingPolicy().freeWaitingMinutes;
  const live = isLive(view);
  const chauffeur = view.chauffeur;
  const car = describeCar(chauffeur?.vehicle);
  const carLabel = chauffeur
    ? `${chauffeur.firstName}${chauffeur.vehicle.plate ? `, ${chauffeur.vehicle.plate}` : ""}`
    : "Your chauffeur";
  // New objects only when the position itself changes: the map moves the marker, not the whole map.
  const position = view.position;
  const carPoint = useMemo(
    () => (position ? { lat: position.lat, lon: position.lon, accuracy: position.accuracy } : null),
    [position?.lat, position?.lon, position?.accuracy],
  );
  const pickupPoint = useMemo(() => view.pickupPoint, [view.pickupPoint?.lat, view.pickupPoint?.lon]);
  return (
    <Stack gap="5" data-testid="tracking" data-stage={view.rideStage ?? ""} data-status={view.status}>
      <Card.Root>
        <Card.Body gap="3">
          <Text fontSize="sm" color="fg.muted">
            Booking {view.reference}
          </Text>
          <Heading as="h2" size="xl" role="status" aria-live="polite">
            {rideHeadline(view)}
          </Heading>
          {chauffeur && (
            <HStack gap="4" align="center" data-testid="chauffeur">
              <Center
                boxSize="14"
                borderRadius="full"
                bg="gold.500"
                color="white"
                fontSize="2xl"
                fontWeight="bold"
                aria-hidden
              >
                {chauffeur.firstName.slice(0, 1).toUpperCase()}
              </Center>
              <Stack gap="0">
                <Text fontWeight="semibold" fontSize="lg">
                  {chauffeur.firstName}, your chauffeur
                </Text>
                <Text color="fg.muted">{car ? capitalize(car) : vehicleName(view.vehicleType)}</Text>
              </Stack>
            </HStack>
          )}
          {view.waiting && <Waiting view={view} startedAt={view.waiting.startedAt} />}
        </Card.Body>
      </Card.Root>
      {live && (
        <Stack gap="2">
          <TrackingMap
            pickup={pickupPoint}
            pickupLabel={view.pickupLocation}
            car={carPoint}
            carLabel={carLabel}
            tileUrl={tileUrl}
          />
          <Text fontSize="sm" color="fg.muted" data-testid="position-note">
            {position
              ? `Position shared at ${formatServiceClock(position.at)}; this page updates by itself.`
              : "The car appears here when your chauffeur shares their location."}
          </Text>
        </Stack>
      )}
      <Card.Root>
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            Your ride
          </Heading>
          <Detail label="Pickup time" value={formatServiceTime(view.pickupAt, { year: true })} />
          <Detail label="Pickup" value={view.pickupLocation} />
          {view.serviceType !== "hourly" && <Detail label="Destination" value={view.destination} />}
          <Detail label="Vehicle" value={vehicleName(view.vehicleType)} />
          <Text fontSize="sm" color="fg.muted" pt="2">
            {waitingPolicyText(view, freeWaiting)}
          </Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <HStack align="start" gap="3">
      <Text fontWeight="semibold" minW="28">
        {label}
      </Text>
      <Text>{value}</Text>
    </HStack>
  );
}

/** From the chauffeur's arrival: the free waiting left, then what waiting costs. */
function Waiting({ view, startedAt }: { view: TrackView; startedAt: number }) {
  const now = useNow(15_000);
  const clock = waitingClock(view, startedAt, now, useBookingPolicy().freeWaitingMinutes);
  if (!clock) return null;
  const text =
    now < clock.startedAt
      ? `Your chauffeur is early. Free waiting starts at the pickup time, ${formatServiceClock(clock.startedAt)}.`
      : clock.chargeableMinutes > 0
        ? `Free waiting ended at ${formatServiceClock(clock.freeUntil)}; ${clock.chargeableMinutes} min of waiting so far is added to the fare.`
        : `Waiting free of charge until ${formatServiceClock(clock.freeUntil)}.`;
  return (
    <Box bg="bg.muted" borderRadius="md" p="3" role="timer" aria-label="Waiting time" data-testid="waiting">
      <Text>{text}</Text>
    </Box>
  );
}
