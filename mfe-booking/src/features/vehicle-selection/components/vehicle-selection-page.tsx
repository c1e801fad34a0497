import {
  MIN_HOURS,
  requiresSuv,
  SUV_REQUIRED_MESSAGE,
  tripTouchesAirport,
  VEHICLE_OPTIONS,
  type VehicleOption,
  vehiclesThatFit,
} from "@chauffeur/contract";
import {
  Alert,
  Box,
  Button,
  Container,
  Grid,
  Heading,
  Link,
  RouterLink,
  SimpleGrid,
  Stack,
  useNavigate,
} from "@chauffeur/ui";
import { useEffect, useMemo, useState } from "react";
import { LuArrowLeft, LuArrowRight } from "react-icons/lu";
import { BookingProgress } from "../../../components/booking-progress";
import { PickupTimeCheck } from "../../../components/pickup-time-check";
import { StepActions } from "../../../components/step-actions";
import { useBookingDraft } from "../../../lib/draft/use-booking-draft";
import { chosenReturn, filledStops } from "../../../lib/draft-price";
import { useMapTileUrl } from "../../../lib/map/map-tiles";
import { useTripDistance } from "../api/get-distance";
import { useSettled } from "../hooks/use-settled";
import { useVehicleQuotes } from "../hooks/use-vehicle-quotes";
import { returnTimeAllowed } from "../lib/return-ride";
import { FlightDialog } from "./flight-dialog";
import { PartyFields } from "./party-fields";
import { TripExtras } from "./trip-extras";
import { TripMap } from "./trip-map";
import { TripOverview } from "./trip-overview";
import { VehicleCard } from "./vehicle-card";

/** Step 1: the trip on a map, the party, and the vehicle with its price. */
export function VehicleSelectionPage() {
  const navigate = useNavigate();
  const { draft, update, goTo } = useBookingDraft();
  const tileUrl = useMapTileUrl();
  // Stops and the return are asked about once the typing pauses, not on every key.
  const stopsKey = useSettled(JSON.stringify(draft ? filledStops(draft) : []), 700);
  const stops = useMemo(() => JSON.parse(stopsKey) as string[], [stopsKey]);
  const distanceQuery = useMemo(
    () =>
      draft?.destination
        ? {
            pickup: draft.pickupLocation,
            destination: draft.destination,
            stops,
            pickupPlaceId: draft.pickupPlaceId,
            destinationPlaceId: draft.destinationPlaceId,
          }
        : null,
    [draft?.pickupLocation, draft?.destination, stops, draft?.pickupPlaceId, draft?.destinationPlaceId],
  );
  const distance = useTripDistance(distanceQuery);
  const miles = draft?.serviceType === "hourly" ? null : (distance?.miles ?? null);
  // Only a return the server would take is priced: chosen, and after the outbound arrives.
  const returnTrip = draft ? chosenReturn(draft) : undefined;
  const returnOk = draft !== null && returnTimeAllowed(draft, returnTrip, miles);
  const serviceType = draft?.serviceType ?? "one-way";
  const { quotes, outside: quoteOutside } = useVehicleQuotes(
    {
      serviceType,
      pickupLocation: draft?.pickupLocation ?? "",
      destination: draft?.destination ?? "",
      stops,
      date: draft?.date ?? "",
      tripTime: draft?.time ?? "",
      ...(returnOk && returnTrip ? { returnTrip } : {}),
      ...(serviceType === "hourly" ? { hours: draft?.hours ?? MIN_HOURS } : {}),
      childSeats: draft?.travelingWithChild ? draft.childSeats : 0,
    },
    miles,
  );
  const [flightOpen, setFlightOpen] = useState(false);

  const airport = draft
    ? tripTouchesAirport(
        { text: draft.pickupLocation, airport: distance?.pickup?.airport },
        { text: draft.destination, airport: distance?.destination?.airport },
      )
    : false;
  useEffect(() => {
    if (airport && draft && !draft.flightPrompted) setFlightOpen(true);
  }, [airport, draft]);

  const party = draft
    ? {
        passengers: draft.passengerCount,
        luggage: draft.luggageCount,
        childSeats: draft.travelingWithChild ? draft.childSeats : 0,
      }
    : { passengers: 1, luggage: 0 };
  const fitting = vehiclesThatFit(party);
  const suvOnly = requiresSuv(party);
  const selected = VEHICLE_OPTIONS.find((v) => v.id === draft?.selectedVehicle && fitting.includes(v.type));

  useEffect(() => {
    // A vehicle that no longer fits the party is unselected.
    if (draft?.selectedVehicle && !selected) update({ selectedVehicle: undefined, vehicleType: undefined });
  }, [draft?.selectedVehicle, selected, update]);

  useEffect(() => {
    document.title = "Choose your vehicle | Booking";
  }, []);

  if (!draft) return null;
  // Outside the service area, or a place the server does not know: no online price; the team quotes it.
  const outside = distance?.outside ?? quoteOutside;
  // A return ride switched on but without a bookable time yet has no price to continue with.
  const returnPending = draft.returnTrip !== undefined && !returnOk;
  const price = selected && !outside && !returnPending ? quotes[selected.type] : undefined;

  const choose = (v: VehicleOption) => update({ selectedVehicle: v.id, vehicleType: v.type });
  const next = () => {
    if (!selected || !price) return;
    goTo("/customer-info", {
      selectedVehicle: selected.id,
      vehicleType: selected.type,
      estimatedPrice: price.total,
      breakdown: price,
      priceLines: price.lines,
      priceTerms: price.terms,
      distance: distance?.miles,
      stops: filledStops(draft),
      airport,
      childSeats: draft.travelingWithChild ? draft.childSeats : 0,
    });
  };

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }} px={{ base: "4", md: "6" }}>
      <BookingProgress current={1} />
      <PickupTimeCheck draft={draft} />
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} mb="6" fontFamily="heading">
        Choose your vehicle
      </Heading>
      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          {distance?.pickup && distance.destination ? (
            <TripMap
              pickup={distance.pickup}
              destination={distance.destination}
              pickupLabel={draft.pickupLocation}
              destinationLabel={draft.destination}
              stops={
                distance.stops && distance.stops.length === stops.length
                  ? distance.stops.map((point, i) => ({ point, label: stops[i] ?? "" }))
                  : undefined
              }
              route={distance.route}
              tileUrl={tileUrl}
            />
          ) : null}
          <TripOverview
            draft={draft}
            miles={outside ? null : miles}
            basis={distance?.basis ?? "straight-line"}
            offline={outside?.code}
          />
          {draft.serviceType === "one-way" && <TripExtras draft={draft} miles={miles} onChange={update} />}
        </Stack>
        <PartyFields draft={draft} onChange={update} />
      </Grid>
      <Box as="section" aria-labelledby="vehicles-heading" mt="8">
        <Heading as="h2" id="vehicles-heading" size="xl" mb="4">
          Available vehicles
        </Heading>
        {outside && (
          <Alert.Root status="info" mb="4" role="alert" data-testid="outside-service-area">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{outside.reason}</Alert.Title>
              <Alert.Description>
                <Link asChild fontWeight="medium">
                  <RouterLink to="/quote-request">Request a quote for this trip</RouterLink>
                </Link>{" "}
                and we will come back to you with a price, or change the trip on the{" "}
                <Link asChild fontWeight="medium">
                  <RouterLink to="/">Quick Booking form</RouterLink>
                </Link>
                .
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {suvOnly && (
          <Alert.Root status="warning" mb="4" role="alert">
            <Alert.Indicator />
            <Alert.Title>{SUV_REQUIRED_MESSAGE}</Alert.Title>
          </Alert.Root>
        )}
        {fitting.length === 0 && (
          <Alert.Root status="error" mb="4" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your party needs more than 6 seats, more than one vehicle can take.</Alert.Title>
              <Alert.Description>
                Please call us, or{" "}
                <Link asChild fontWeight="medium">
                  <RouterLink to="/quote-request">request a quote</RouterLink>
                </Link>{" "}
                for several vehicles.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {VEHICLE_OPTIONS.map((v) => (
            <VehicleCard
              key={v.id}
              vehicle={v}
              price={outside ? undefined : quotes[v.type]}
              selected={selected?.id === v.id}
              disabled={!fitting.includes(v.type) || outside != null}
              outside={outside != null}
              onSelect={() => choose(v)}
            />
          ))}
        </SimpleGrid>
      </Box>
      <StepActions
        total={price?.total}
        back={
          <Button variant="outline" onClick={() => navigate("/")}>
            <LuArrowLeft aria-hidden /> Back to Home
          </Button>
        }
        primary={
          <Button colorPalette="gold" disabled={!selected || !price} onClick={next}>
            Continue to Customer Info <LuArrowRight aria-hidden />
          </Button>
        }
      />
      <FlightDialog
        open={flightOpen}
        initial={draft.flightNumber}
        onContinue={(flightNumber) => {
          update({ flightNumber, flightPrompted: true });
          setFlightOpen(false);
        }}
        onSkip={() => {
          update({ flightPrompted: true });
          setFlightOpen(false);
        }}
      />
    </Container>
  );
}
