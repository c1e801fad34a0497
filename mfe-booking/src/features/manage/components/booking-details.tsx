import type { CustomerBooking } from "@chauffeur/contract";
import { Badge, Box, Card, Flex, Heading, Separator, Stack, Text } from "@chauffeur/ui";
import { useEffect, useRef } from "react";
import { LuUserRound } from "react-icons/lu";
import { SummaryLine } from "../../../components/summary-line";
import {
  cardLabel,
  chauffeurLine,
  costLines,
  customerStatus,
  paymentSummary,
  returnLines,
  tripLines,
} from "../lib/booking-view";

/** Reference, status in the customer's words and who drives; focused when it appears, for screen readers. */
export function BookingHeader({ booking }: { booking: CustomerBooking }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const status = customerStatus(booking.status);
  const chauffeur = chauffeurLine(booking);
  return (
    <Card.Root as="section" aria-labelledby="booking-heading" borderTopWidth="4px" borderTopColor="gold.500">
      <Card.Body gap="3">
        <Flex justify="space-between" align={{ base: "start", sm: "center" }} gap="3" wrap="wrap">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              Booking reference
            </Text>
            <Heading id="booking-heading" ref={heading} tabIndex={-1} as="h2" size="2xl" fontFamily="mono">
              {booking.reference}
            </Heading>
          </Box>
          {/* The 700 shade: the solid palettes' default shade is too light for white text (axe). */}
          <Badge bg={`${status.palette}.700`} color="white" size="lg" data-testid="booking-status">
            {status.label}
          </Badge>
        </Flex>
        <Text>
          {booking.firstName} {booking.lastName}
        </Text>
        {chauffeur && (
          <Flex align="center" gap="2" color="fg.muted">
            <LuUserRound aria-hidden />
            <Text>{chauffeur}</Text>
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The trip as booked: the same rows as the booking steps' summary. */
export function TripCard({ booking }: { booking: CustomerBooking }) {
  return (
    <Card.Root as="section" aria-labelledby="trip-heading">
      <Card.Body gap="3">
        <Heading id="trip-heading" as="h3" size="lg">
          Your trip
        </Heading>
        <Stack gap="2">
          {tripLines(booking).map((line) => (
            <SummaryLine key={line.label} label={line.label} value={line.value} />
          ))}
        </Stack>
        {booking.specialRequests && (
          <>
            <Separator />
            <Text fontSize="sm" color="fg.muted">
              Special requests
            </Text>
            <Text fontSize="sm">{booking.specialRequests}</Text>
          </>
        )}
        {booking.returnRide && (
          <>
            <Separator />
            <Heading as="h4" size="md">
              Return ride
            </Heading>
            <Stack gap="2" data-testid="return-ride">
              {returnLines(booking.returnRide).map((line) => (
                <SummaryLine key={line.label} label={line.label} value={line.value} />
              ))}
              {booking.returnRide.payment && (
                <Text fontSize="sm" color="fg.muted">
                  {paymentSummary(booking.returnRide.payment, "the return ride").headline}
                </Text>
              )}
            </Stack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The card, the fare, and what truly happened to the money (holds, charges, refunds) from the ledger. */
export function PaymentCard({ booking }: { booking: CustomerBooking }) {
  const card = cardLabel(booking);
  const money = booking.payment ? paymentSummary(booking.payment) : null;
  const cost = costLines(booking);
  return (
    <Card.Root as="section" aria-labelledby="payment-heading">
      <Card.Body gap="3">
        <Heading id="payment-heading" as="h3" size="lg">
          Payment
        </Heading>
        {money && <Text data-testid="payment-status">{money.headline}</Text>}
        <Stack gap="2" data-testid="payment-lines">
          {cost.lines.map((line) => (
            <SummaryLine key={line.label} label={line.label} value={line.value} amount />
          ))}
          {cost.lines.length > 0 && <Separator />}
          <SummaryLine label={cost.total.label} value={cost.total.value} strong amount />
        </Stack>
        {(card || (money && money.rows.length > 0)) && (
          <Stack gap="2">
            <Separator />
            {card && <SummaryLine label="Card" value={card} />}
            {money?.rows.map((row) => (
              <SummaryLine key={row.label} label={row.label} value={row.value} amount />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
