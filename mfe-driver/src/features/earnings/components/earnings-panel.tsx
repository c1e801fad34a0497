import {
  formatCents,
  formatServiceDay,
  formatServiceTime,
  formatUsDate,
  PAYOUT_KIND_LABELS,
  serviceToday,
  shiftDate,
  weekMonday,
} from "@chauffeur/contract";
import { Box, Card, Flex, Heading, HStack, IconButton, Separator, Stack, Text } from "@chauffeur/ui";
import { useState } from "react";
import { LuChevronLeft, LuChevronRight } from "react-icons/lu";
import { useEarnings } from "../api/get-earnings";
import { byDay, byKind, rideTotal } from "../lib/earning-days";
import { RatingsCard } from "./ratings-card";
import { StatementsCard } from "./statements-card";

/** Sums of money line up in a column. */
const amount = { fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;

/**
 * The chauffeur's earnings week by week (Monday to Sunday, New York): the week's total and its kinds,
 * then each day with each ride's lines; below, the weekly statements and their own ratings.
 */
export function EarningsPanel({ driverId }: { driverId: string }) {
  const thisWeek = weekMonday(serviceToday());
  const [monday, setMonday] = useState(thisWeek);
  const sunday = shiftDate(monday, 6);
  const { data, error, isPending } = useEarnings(driverId, monday, sunday);
  const label = monday === thisWeek ? "This week" : monday === shiftDate(thisWeek, -7) ? "Last week" : "Week";

  return (
    <Stack gap="5">
      <Card.Root as="section" aria-labelledby="earnings-week">
        <Card.Body gap="4">
          <HStack justify="space-between" gap="2">
            <IconButton
              aria-label="Previous week"
              variant="outline"
              size="lg"
              onClick={() => setMonday(shiftDate(monday, -7))}
            >
              <LuChevronLeft />
            </IconButton>
            <Stack gap="0" textAlign="center">
              <Heading id="earnings-week" as="h2" size="md">
                {label}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {formatUsDate(monday)} – {formatUsDate(sunday)}
              </Text>
            </Stack>
            <IconButton
              aria-label="Next week"
              variant="outline"
              size="lg"
              disabled={monday >= thisWeek}
              onClick={() => setMonday(shiftDate(monday, 7))}
            >
              <LuChevronRight />
            </IconButton>
          </HStack>
          {error && <Text color="fg.error">Error: {error.message}</Text>}
          {isPending && <Text color="fg.muted">Loading earnings…</Text>}
          {data && (
            <>
              <Box textAlign="center">
                <Text fontSize="sm" color="fg.muted">
                  Earned this week
                </Text>
                <Text fontSize="3xl" fontWeight="bold" data-testid="week-total" {...amount}>
                  {formatCents(data.totalCents)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {data.rides.length} {data.rides.length === 1 ? "ride" : "rides"}
                </Text>
              </Box>
              <Stack gap="1" aria-label="The week by kind">
                {byKind(data.rides).map((k) => (
                  <Flex key={k.kind} justify="space-between" fontSize="sm">
                    <Text color="fg.muted">{PAYOUT_KIND_LABELS[k.kind]}</Text>
                    <Text {...amount}>{formatCents(k.cents)}</Text>
                  </Flex>
                ))}
              </Stack>
            </>
          )}
        </Card.Body>
      </Card.Root>
      {data && <DaysList monday={monday} rides={data.rides} />}
      <StatementsCard driverId={driverId} />
      <RatingsCard driverId={driverId} />
    </Stack>
  );
}

function DaysList({ monday, rides }: { monday: string; rides: Parameters<typeof byDay>[1] }) {
  const days = byDay(monday, rides).filter((d) => d.rides.length > 0);
  if (days.length === 0) {
    return (
      <Text color="fg.muted" textAlign="center">
        No earnings this week yet.
      </Text>
    );
  }
  return (
    <Stack gap="4" as="section" aria-label="Earnings by day">
      {days.map((d) => (
        <Card.Root key={d.day} size="sm">
          <Card.Header>
            <Flex justify="space-between" fontWeight="semibold">
              <Heading as="h3" size="sm">
                {formatServiceDay(`${d.day}T16:00:00Z`)}
              </Heading>
              <Text {...amount}>{formatCents(d.totalCents)}</Text>
            </Flex>
          </Card.Header>
          <Card.Body gap="3">
            {d.rides.map((r, i) => (
              <Stack key={r.bookingId} gap="1">
                {i > 0 && <Separator mb="2" />}
                <Flex justify="space-between" gap="3">
                  <Text fontFamily="mono" fontSize="sm">
                    {r.reference}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatServiceTime(r.at)}
                  </Text>
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {r.pickupLocation}
                  {r.destination ? ` → ${r.destination}` : ""}
                </Text>
                {r.lines.map((l) => (
                  <Flex key={l.kind} justify="space-between" fontSize="sm">
                    <Text>{PAYOUT_KIND_LABELS[l.kind]}</Text>
                    <Text {...amount}>{formatCents(l.amountCents)}</Text>
                  </Flex>
                ))}
                <Flex justify="space-between" fontSize="sm" fontWeight="semibold">
                  <Text>Ride total</Text>
                  <Text {...amount}>{formatCents(rideTotal(r))}</Text>
                </Flex>
              </Stack>
            ))}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
