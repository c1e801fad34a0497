import { formatUsDate, TIME_SLOTS, UNKNOWN_PLACE } from "@chauffeur/contract";
import { Box, Card, Flex, Heading, Stack, Text } from "@chauffeur/ui";
import { LuCalendar, LuClock, LuFlag, LuMapPin, LuRoute } from "react-icons/lu";
import type { BookingDraft } from "../../../lib/draft/draft-schema";
import type { DistanceBasis } from "../api/get-distance";
import type { OfflineTrip } from "../lib/service-area";

interface TripOverviewProps {
  draft: BookingDraft;
  miles: number | null;
  /** The trip is not booked online (outside the service area, or a place not found): no distance is shown. */
  offline?: OfflineTrip["code"] | undefined;
  basis: DistanceBasis;
}

function Row({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <Flex gap="3" align="flex-start">
      <Box color="gold.600" mt="1" aria-hidden>
        {icon}
      </Box>
      <Box minW="0">
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted">
          {label}
        </Text>
        <Text fontWeight="medium" overflowWrap="anywhere">
          {value}
        </Text>
      </Box>
    </Flex>
  );
}

/** Where, when and how far: the trip the customer is pricing. */
/** What the distance is, after the miles. */
const BASIS_WORDS: Record<DistanceBasis, string> = {
  road: " by road",
  "straight-line": " (estimated from the straight line)",
  local: " (estimated)",
};

export function TripOverview({ draft, miles, basis, offline }: TripOverviewProps) {
  const time = TIME_SLOTS.find((s) => s.value === draft.time)?.label ?? draft.time;
  const hourly = draft.serviceType === "hourly";
  return (
    <Card.Root>
      <Card.Body>
        <Heading as="h2" size="lg" mb="4">
          Trip overview
        </Heading>
        <Stack gap="3">
          <Row icon={<LuMapPin />} label="Pickup" value={draft.pickupLocation} />
          {draft.destination && <Row icon={<LuFlag />} label="Destination" value={draft.destination} />}
          <Row icon={<LuCalendar />} label="Date" value={formatUsDate(draft.date)} />
          <Row icon={<LuClock />} label="Time" value={time} />
          <Row
            icon={<LuRoute />}
            label={hourly ? "Service" : "Distance"}
            value={
              hourly
                ? `Hourly, ${draft.hours} hours`
                : offline === UNKNOWN_PLACE
                  ? "A place we could not find"
                  : offline
                    ? "Outside the online service area"
                    : miles === null
                      ? "Calculating…"
                      : `${miles.toFixed(1)} miles${BASIS_WORDS[basis]}`
            }
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
