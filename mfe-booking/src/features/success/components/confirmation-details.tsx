import {
  countOf,
  formatServiceTime,
  rideCalendarFile,
  serviceInstant,
  serviceLabel,
} from "@chauffeur/contract";
import { Box, Button, Flex, HStack, RouterLink, Stack, Text } from "@chauffeur/ui";
import { useState } from "react";
import { LuCalendarPlus, LuCheck, LuCopy, LuMapPin } from "react-icons/lu";
import type { BookingConfirmation } from "../../../lib/confirmation-storage";

type Itinerary = NonNullable<BookingConfirmation["itinerary"]>;

/** The reference, with a button that copies it (and says so). */
export function ReferenceLine({ reference }: { reference: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      // No clipboard (an old browser, a denied permission): the reference stays on screen to copy by hand.
    }
  };
  return (
    <HStack gap="2" justify="center" wrap="wrap">
      <Text>
        Booking reference:{" "}
        <Text as="strong" fontFamily="mono">
          {reference}
        </Text>
      </Text>
      <Button size="sm" variant="outline" onClick={copy} aria-label={`Copy the reference ${reference}`}>
        {copied ? <LuCheck aria-hidden /> : <LuCopy aria-hidden />}
        <span aria-live="polite">{copied ? "Copied" : "Copy"}</span>
      </Button>
    </HStack>
  );
}

const rows = (it: Itinerary, start: Date | null) => [
  ["Pickup time", start ? formatServiceTime(start.getTime(), { year: true }) : `${it.date} ${it.time}`],
  ["Pickup", it.pickupLocation],
  ...it.stops.map((stop, i) => [`Stop ${i + 1}`, stop]),
  it.serviceType === "hourly"
    ? ["Service", serviceLabel("hourly", it.hours)]
    : ["Destination", it.destination],
  ...(it.returnRide
    ? [
        [
          "Return ride",
          `${formatServiceTime(serviceInstant(it.returnRide.date, it.returnRide.time)?.getTime() ?? 0, { year: true })}, ${it.destination} to ${it.pickupLocation} (${it.returnRide.reference})`,
        ],
      ]
    : []),
  ["Vehicle", `${it.vehicle}, ${countOf(it.passengers, "passenger")}`],
  ...(it.flightNumber ? [["Flight", it.flightNumber]] : []),
];

/** Downloads the ride as an .ics file the phone's or computer's calendar opens. */
function addToCalendar(reference: string, it: Itinerary, start: Date, trackingUrl: string | null) {
  const domain = window.location.hostname;
  const back = it.returnRide;
  const backStart = back ? serviceInstant(back.date, back.time) : null;
  const backUrl = back ? new URL(back.trackingPath, window.location.origin).href : null;
  const file = rideCalendarFile(
    {
      reference,
      start: start.getTime(),
      minutes: (it.hours ?? 1) * 60,
      title: `Chauffeur pickup (${reference})`,
      location: it.pickupLocation,
      description: [
        `Booking ${reference}`,
        it.serviceType === "hourly"
          ? serviceLabel("hourly", it.hours)
          : [...it.stops.map((s) => `Stop at ${s}`), `To ${it.destination}`].join("\n"),
        `${it.vehicle}, ${countOf(it.passengers, "passenger")}`,
        ...(it.flightNumber ? [`Flight ${it.flightNumber}`] : []),
        ...(trackingUrl ? [`Follow your ride: ${trackingUrl}`] : []),
      ].join("\n"),
      url: trackingUrl ?? undefined,
      domain,
    },
    back && backStart && backUrl
      ? [
          {
            reference: back.reference,
            start: backStart.getTime(),
            minutes: 60,
            title: `Chauffeur pickup, return ride (${back.reference})`,
            location: it.destination,
            description: [
              `Booking ${reference}, return ride`,
              `To ${it.pickupLocation}`,
              `${it.vehicle}, ${countOf(it.passengers, "passenger")}`,
              `Follow your ride: ${backUrl}`,
            ].join("\n"),
            url: backUrl,
            domain,
          },
        ]
      : [],
  );
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([file], { type: "text/calendar;charset=utf-8" }));
  link.download = `${reference}.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/** The whole itinerary, where the confirmation went, and the ride's links: tracking and calendar. */
export function ConfirmationDetails({ confirmation }: { confirmation: BookingConfirmation }) {
  const { itinerary: it, email, trackingPath, reference } = confirmation;
  if (!it) return null;
  const start = serviceInstant(it.date, it.time);
  const trackingUrl = trackingPath ? new URL(trackingPath, window.location.origin).href : null;
  return (
    <Stack gap="4" w="full" textAlign="start">
      {email && (
        <Text data-testid="sent-to">
          Confirmation sent to{" "}
          <Text as="strong" overflowWrap="anywhere">
            {email}
          </Text>
          .
        </Text>
      )}
      <Box as="dl" borderWidth="1px" borderRadius="md" p="4" data-testid="itinerary">
        {rows(it, start).map(([label, value]) => (
          <Flex key={label} gap="3" py="1" direction={{ base: "column", sm: "row" }}>
            <Text as="dt" fontWeight="semibold" minW="28">
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </Flex>
        ))}
      </Box>
      <Flex gap="3" direction={{ base: "column", sm: "row" }}>
        {trackingPath && (
          <Button asChild variant="outline">
            <RouterLink to={trackingPath}>
              <LuMapPin aria-hidden /> Follow your ride
            </RouterLink>
          </Button>
        )}
        {it.returnRide && (
          <Button asChild variant="outline">
            <RouterLink to={it.returnRide.trackingPath}>
              <LuMapPin aria-hidden /> Follow your return ride
            </RouterLink>
          </Button>
        )}
        {start && (
          <Button variant="outline" onClick={() => addToCalendar(reference, it, start, trackingUrl)}>
            <LuCalendarPlus aria-hidden /> Add to calendar
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
