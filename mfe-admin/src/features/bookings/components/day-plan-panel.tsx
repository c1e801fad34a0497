import {
  countOf,
  type DayPlan,
  type DayPlanRide,
  formatServiceClock,
  formatServiceDay,
  serviceDateTime,
  shiftDate,
} from "@chauffeur/contract";
import { Box, Button, HStack, Input, Stack, Text } from "@chauffeur/ui";
import { type ReactNode, useState } from "react";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";
import { useDayPlan } from "../api/get-day-plan";

const NAME_WIDTH = { base: "7rem", md: "11rem" };
const HOUR_MS = 3_600_000;
/** The part of the day always shown (6 AM to 10 PM), widened to every ride's pickup and turnaround. */
const USUAL_FIRST_HOUR = 6;
const USUAL_LAST_HOUR = 22;

/** The hours the track shows: the usual working day, widened to fit the day's rides, whole hours. */
interface View {
  from: number;
  to: number;
  firstHour: number;
  lastHour: number;
}

function viewOf(plan: DayPlan): View {
  const rides = [...plan.unassigned, ...plan.drivers.flatMap((d) => d.rides)];
  const earliest = Math.min(plan.from + USUAL_FIRST_HOUR * HOUR_MS, ...rides.map((r) => r.pickupAt));
  const latest = Math.max(plan.from + USUAL_LAST_HOUR * HOUR_MS, ...rides.map((r) => r.busyUntil));
  const firstHour = Math.max(0, Math.floor((earliest - plan.from) / HOUR_MS));
  const lastHour = Math.min(
    Math.round((plan.to - plan.from) / HOUR_MS),
    Math.ceil((latest - plan.from) / HOUR_MS),
  );
  return { from: plan.from + firstHour * HOUR_MS, to: plan.from + lastHour * HOUR_MS, firstHour, lastHour };
}

const hourLabel = (h: number) =>
  h % 12 === 0 ? `12 ${h === 12 ? "PM" : "AM"}` : `${h % 12} ${h < 12 ? "AM" : "PM"}`;

/** Where on the track (in %) a moment is, kept inside it. */
const position = (view: View, at: number) =>
  ((Math.min(Math.max(at, view.from), view.to) - view.from) / (view.to - view.from)) * 100;

/** One ride as a block: the ride itself, then its turnaround lighter; red when it clashes with another. */
function RideBlock({
  view,
  ride,
  onOpen,
  tone,
}: {
  view: View;
  ride: DayPlanRide;
  onOpen: (id: string) => void;
  tone: "assigned" | "open";
}) {
  const left = position(view, ride.pickupAt);
  const end = position(view, ride.expectedEndAt);
  const busy = position(view, ride.busyUntil);
  const clash = ride.conflictsWith.length > 0;
  const palette = clash ? "red" : tone === "open" ? "orange" : "gold";
  const label = `${ride.reference}, ${formatServiceClock(ride.pickupAt)} to ${formatServiceClock(ride.expectedEndAt)}, ${ride.customerName}${clash ? `, clashes with ${ride.conflictsWith.join(", ")}` : ""}`;
  return (
    <Box
      as="button"
      position="absolute"
      top="1"
      bottom="1"
      left={`${left}%`}
      width={`max(${busy - left}%, 2.75rem)`}
      display="flex"
      onClick={() => onOpen(ride.bookingId)}
      aria-label={label}
      title={label}
      data-testid="plan-ride"
      data-reference={ride.reference}
      data-conflict={clash ? "true" : undefined}
      cursor="pointer"
      _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.solid", outlineOffset: "1px" }}
      colorPalette={palette}
    >
      <Box
        flex={`${Math.max(end - left, 0.01)}`}
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        borderWidth={clash ? "2px" : "0"}
        borderColor="red.700"
        rounded="sm"
        px="1.5"
        overflow="hidden"
        textAlign="start"
        fontSize="xs"
        lineHeight="1.2"
        display="flex"
        flexDirection="column"
        justifyContent="center"
      >
        <Text as="span" fontWeight="semibold" truncate>
          {formatServiceClock(ride.pickupAt).replace(" ET", "")}
        </Text>
        <Text as="span" truncate>
          {ride.reference}
        </Text>
      </Box>
      {busy > end && <Box flex={`${busy - end}`} bg="colorPalette.subtle" roundedRight="sm" aria-hidden />}
    </Box>
  );
}

function Lane({
  name,
  children,
  muted,
  hours,
}: {
  name: string;
  children: ReactNode;
  muted?: boolean;
  hours: number;
}) {
  return (
    <HStack gap="0" align="stretch" borderBottomWidth="1px" data-testid="plan-lane" data-driver={name}>
      <Box width={NAME_WIDTH} flexShrink={0} py="2" pe="2" position="sticky" left="0" bg="bg" zIndex="1">
        <Text fontSize="sm" fontWeight="medium" color={muted ? "fg.muted" : undefined} truncate>
          {name}
        </Text>
      </Box>
      <Box
        position="relative"
        flex="1"
        minH="12"
        bgImage="linear-gradient(to right, var(--chakra-colors-border-muted) 1px, transparent 1px)"
        bgSize={`${100 / hours}% 100%`}
      >
        {children}
      </Box>
    </HStack>
  );
}

/**
 * A day's plan by driver: each ride a block from pickup to its expected end, its turnaround lighter,
 * clashes in red; the rides without a driver on their own lane. A block opens the booking.
 */
export function DayPlanPanel({ onOpen }: { onOpen: (id: string) => void }) {
  const [date, setDate] = useState(() => serviceDateTime(Date.now()).date);
  const { data: plan, error } = useDayPlan(date);
  const rides = plan ? plan.drivers.flatMap((d) => d.rides) : [];
  const view = plan ? viewOf(plan) : null;
  const hours = view ? view.lastHour - view.firstHour : 24;
  const step = hours > 16 ? 3 : 2;
  const clashes = rides.filter((r) => r.conflictsWith.length > 0).length;
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => setDate((d) => shiftDate(d, -1))}
          aria-label="Previous day"
        >
          <LuChevronLeft aria-hidden />
        </Button>
        <Input
          type="date"
          size="sm"
          width="auto"
          value={date}
          aria-label="Day"
          onChange={(e) => e.target.value && setDate(e.target.value)}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => setDate((d) => shiftDate(d, 1))}
          aria-label="Next day"
        >
          <LuChevronRight aria-hidden />
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDate(serviceDateTime(Date.now()).date)}>
          Today
        </Button>
      </HStack>
      {error && <Text color="fg.error">Error fetching the day's plan: {error.message}</Text>}
      <Text color="fg.muted" aria-live="polite">
        {plan
          ? `${formatServiceDay(plan.from + 12 * 3_600_000)}: ${countOf(rides.length, "assigned ride")}, ${countOf(plan.unassigned.length, "ride")} without a driver${clashes ? `, ${countOf(clashes, "ride")} clashing` : ""}. Each block runs from pickup to the expected end, then the ${plan.turnaroundMinutes}-minute turnaround.`
          : "Loading the day's plan…"}
      </Text>
      {plan && view && (
        <Box overflowX="auto" borderWidth="1px" rounded="md">
          <Box minW="56rem">
            <HStack gap="0" borderBottomWidth="1px" bg="bg.muted">
              <Box width={NAME_WIDTH} flexShrink={0} position="sticky" left="0" bg="bg.muted" py="1" ps="2">
                <Text fontSize="xs" color="fg.muted">
                  Driver
                </Text>
              </Box>
              <Box position="relative" flex="1" h="6">
                {Array.from({ length: Math.ceil(hours / step) }, (_, i) => view.firstHour + i * step).map(
                  (h) => (
                    <Text
                      key={h}
                      position="absolute"
                      left={`${((h - view.firstHour) / hours) * 100}%`}
                      ps="1"
                      fontSize="xs"
                      color="fg.muted"
                      top="1"
                    >
                      {hourLabel(h)}
                    </Text>
                  ),
                )}
              </Box>
            </HStack>
            <Lane name="No driver yet" muted hours={hours}>
              {plan.unassigned.map((r) => (
                <RideBlock key={r.bookingId} view={view} ride={r} onOpen={onOpen} tone="open" />
              ))}
            </Lane>
            {plan.drivers.map((d) => (
              <Lane
                key={d.id}
                name={d.active ? d.name : `${d.name} (inactive)`}
                muted={!d.active}
                hours={hours}
              >
                {d.rides.map((r) => (
                  <RideBlock key={r.bookingId} view={view} ride={r} onOpen={onOpen} tone="assigned" />
                ))}
              </Lane>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
