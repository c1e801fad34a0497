import { type DriverRide, formatCents, formatServiceClock, waitingClock } from "@chauffeur/contract";
import { Box, Text, useNow } from "@chauffeur/ui";

/**
 * From "Arrived": how long the chauffeur has waited, until when it is free, and what waiting beyond it
 * adds to the fare (the server adds the same line when the passenger gets in).
 */
export function WaitingClock({ ride }: { ride: DriverRide }) {
  const now = useNow(15_000);
  const { booking } = ride;
  const arrivedAt = booking.rideStageAt ? Date.parse(booking.rideStageAt) : Number.NaN;
  if (booking.rideStage !== "arrived" || Number.isNaN(arrivedAt)) return null;
  const clock = waitingClock(booking, arrivedAt, now);
  if (!clock) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Hourly booking: waiting is part of the booked hours.
      </Text>
    );
  }
  const charging = clock.chargeableMinutes > 0;
  const waiting =
    now < clock.startedAt
      ? `Early: the free waiting starts at the pickup time, ${formatServiceClock(clock.startedAt)}`
      : `Waiting ${clock.waitedMinutes} min`;
  return (
    <Box
      role="timer"
      aria-live="off"
      aria-label="Waiting time"
      borderWidth="1px"
      borderRadius="lg"
      px="4"
      py="3"
      bg={charging ? "orange.subtle" : "bg.subtle"}
      borderColor={charging ? "orange.muted" : "border"}
    >
      <Text fontWeight="semibold">{waiting}</Text>
      <Text fontSize="sm" color="fg.muted">
        {charging
          ? `${clock.chargeableMinutes} min beyond the free time: ${formatCents(clock.chargeCents)} added to the fare`
          : `Free until ${formatServiceClock(clock.freeUntil)}`}
      </Text>
    </Box>
  );
}
