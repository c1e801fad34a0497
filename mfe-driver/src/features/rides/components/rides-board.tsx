import type { DriverRide } from "@chauffeur/contract";
import { Alert, Heading, Spinner, Stack, Text } from "@chauffeur/ui";
import { useOnline } from "../../../lib/use-online";
import { useRides } from "../api/get-rides";
import { TapQueueProvider } from "../hooks/use-tap-queue";
import { countRides, groupRides } from "../lib/ride-groups";
import { RefusedTaps } from "./refused-taps";
import { RideCard } from "./ride-card";
import { RideCounts } from "./ride-counts";

function Section({
  title,
  rides,
  empty,
  ...card
}: { title: string; rides: DriverRide[]; empty: string } & {
  driverId: string;
  today: string;
  onChanged: (ride: DriverRide) => void;
}) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      {rides.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        rides.map((ride) => <RideCard key={ride.booking.id} ride={ride} {...card} />)
      )}
    </Stack>
  );
}

/**
 * Counts, then today's rides, the upcoming ones, then past ones. Steps made offline wait in the tap
 * queue and are sent on reconnect; one the server refused is shown until the chauffeur has read it.
 */
export function RidesBoard({ driverId }: { driverId: string }) {
  const { rides, error, replace, refresh } = useRides(driverId);
  return (
    <TapQueueProvider driverId={driverId} onDelivered={replace} onRefused={refresh}>
      <Board driverId={driverId} rides={rides} error={error} replace={replace} />
    </TapQueueProvider>
  );
}

function Board({
  driverId,
  rides,
  error,
  replace,
}: { driverId: string } & Omit<ReturnType<typeof useRides>, "refresh">) {
  const online = useOnline();
  if (!rides) {
    return error ? (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>Error fetching bookings</Alert.Title>
        <Alert.Description>Error: {error}</Alert.Description>
      </Alert.Root>
    ) : (
      <Stack align="center" py="10">
        <Spinner size="lg" aria-label="Loading your rides" />
      </Stack>
    );
  }
  const { todays, upcoming, past, today } = groupRides(rides);
  const card = { driverId, today, onChanged: replace };
  return (
    <Stack gap="6">
      {!online ? (
        <Alert.Root status="info" data-testid="offline-notice">
          <Alert.Indicator />
          <Alert.Title>
            No connection. Your rides are shown as last loaded; steps you tap are kept on this phone and sent
            when you are back online.
          </Alert.Title>
        </Alert.Root>
      ) : (
        error && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>Error fetching bookings: showing what was loaded last. ({error})</Alert.Title>
          </Alert.Root>
        )
      )}
      <RefusedTaps />
      <RideCounts counts={countRides(rides)} />
      <Section title="Today" rides={todays} empty="No more rides today." {...card} />
      <Section title="Upcoming" rides={upcoming} empty="No upcoming rides assigned to you." {...card} />
      {past.length > 0 && <Section title="Past" rides={past} empty="" {...card} />}
    </Stack>
  );
}
