import {
  formatTimeLabel,
  formatUsDate,
  formatUsd,
  TIME_SLOTS,
  VEHICLE_OPTIONS,
  waitingPolicyText,
} from "@chauffeur/contract";
import { Card, Heading, Separator, Stack, Text, useBookingPolicy } from "@chauffeur/ui";
import type { BookingDraft } from "../lib/draft/draft-schema";
import { chosenReturn, draftLines, draftPrice, filledStops } from "../lib/draft-price";
import { SummaryLine as Line } from "./summary-line";

/** The trip and its price breakdown (vehicle, child seats, service fee, gratuity, total), on the last two steps. */
export function BookingSummary({
  draft,
  title = "Booking summary",
}: {
  draft: BookingDraft;
  title?: string;
}) {
  const freeWaiting = useBookingPolicy().freeWaitingMinutes;
  const price = draftPrice(draft);
  // Surcharges (late night, a holiday, an airport fee) and tax, named as the operator's rules name them.
  const extras = (draftLines(draft) ?? []).filter((l) => l.code === "surcharge" || l.code === "tax");
  const vehicle = VEHICLE_OPTIONS.find((v) => v.id === draft.selectedVehicle);
  const time = TIME_SLOTS.find((s) => s.value === draft.time)?.label ?? draft.time;
  const stops = filledStops(draft);
  const back = chosenReturn(draft);
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Stack gap="2">
          <Line label="Pickup" value={draft.pickupLocation} />
          {stops.map((stop, i) => (
            <Line key={stop + String(i)} label={`Stop ${i + 1}`} value={stop} />
          ))}
          {draft.destination && <Line label="Destination" value={draft.destination} />}
          <Line label="Date and time" value={`${formatUsDate(draft.date)}, ${time}`} />
          {back && (
            <Line
              label="Return ride"
              value={`${formatUsDate(back.date)}, ${formatTimeLabel(back.time)}, ${draft.destination} to ${draft.pickupLocation}`}
            />
          )}
          {draft.serviceType === "hourly" ? (
            <Line label="Service" value={`Hourly, ${draft.hours} hours`} />
          ) : (
            draft.distance !== undefined && (
              <Line label="Distance" value={`${draft.distance.toFixed(1)} miles`} />
            )
          )}
          <Line label="Vehicle" value={vehicle?.name ?? "—"} />
          <Line label="Passengers" value={`${draft.passengerCount}, luggage ${draft.luggageCount}`} />
          {draft.flightNumber && <Line label="Flight" value={draft.flightNumber} />}
        </Stack>
        <Separator />
        {price && (
          <Stack gap="2" aria-label="Price breakdown">
            <Line label={back ? "Vehicle, outbound" : "Vehicle"} value={formatUsd(price.vehicle)} amount />
            {price.stops > 0 && (
              <Line
                label={stops.length === 1 ? "Stop" : `Stops (${stops.length})`}
                value={formatUsd(price.stops)}
                amount
              />
            )}
            {price.returnTrip > 0 && <Line label="Return ride" value={formatUsd(price.returnTrip)} amount />}
            {price.childSeats > 0 && <Line label="Child seats" value={formatUsd(price.childSeats)} amount />}
            {extras.map((l) => (
              <Line
                key={`${l.rule ?? l.label}-${l.leg ?? ""}`}
                label={l.label}
                value={formatUsd(l.amount)}
                amount
              />
            ))}
            <Line label="Service fee" value={formatUsd(price.serviceFee)} amount />
            {price.gratuity > 0 && (
              <Line
                label={
                  draft.gratuity && "percent" in draft.gratuity
                    ? `Gratuity (${draft.gratuity.percent}%)`
                    : "Gratuity"
                }
                value={formatUsd(price.gratuity, { cents: true })}
                amount
              />
            )}
            <Separator />
            <Line label="Total" value={formatUsd(price.total)} strong amount />
          </Stack>
        )}
        <Text fontSize="sm" color="fg.muted" data-testid="waiting-policy">
          {waitingPolicyText(draft, freeWaiting)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
