import {
  CANCELLATION_POLICY,
  type CustomerBooking,
  formatCents,
  formatUsd,
  type SiteInfo,
} from "@chauffeur/contract";
import { Alert, Button, Card, Heading, Link, Separator, Stack, Text } from "@chauffeur/ui";
import { useState } from "react";
import { SummaryLine } from "../../../components/summary-line";
import type { CancelledRide } from "../hooks/use-manage-booking";
import { refundOf } from "../lib/booking-view";
import { CancelDialog } from "./cancel-dialog";

interface CancellationCardProps {
  booking: CustomerBooking;
  site: SiteInfo;
  cancelling: boolean;
  error: string | null;
  onCancel: (reason: string, ride?: CancelledRide) => Promise<boolean>;
}

type ReturnRide = NonNullable<CustomerBooking["returnRide"]>;

/**
 * A round trip's return ride on its own: cancelled, or what cancelling it alone costs now and the way to
 * do it (the outbound kept, or already driven). The terms are shown when the booking itself can no longer
 * be cancelled; otherwise its dialog says them.
 */
function ReturnRideCancellation({
  ride,
  withTerms,
  cancelling,
  onCancel,
}: {
  ride: ReturnRide;
  withTerms: boolean;
  cancelling: boolean;
  onCancel: (reason: string) => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const terms = ride.cancellation;
  if (ride.status === "cancelled") return <Text>Your return ride {ride.reference} is cancelled.</Text>;
  if (!terms.allowed) return null;
  return (
    <Stack gap="2">
      {withTerms && (
        <>
          <Text fontWeight="medium">
            Return ride {ride.reference}: {terms.tier}
          </Text>
          <SummaryLine label="Refund if you cancel it now" value={`${terms.refundPercent}%`} />
          <SummaryLine label="Cancellation fee" value={formatUsd(terms.fee)} />
        </>
      )}
      <Button
        colorPalette="red"
        variant={withTerms ? "outline" : "ghost"}
        onClick={() => setConfirming(true)}
      >
        {withTerms ? "Cancel Return Ride" : "Cancel Only the Return Ride"}
      </Button>
      <CancelDialog
        open={confirming}
        what="return ride"
        reference={ride.reference}
        terms={terms}
        cancelling={cancelling}
        onKeep={() => setConfirming(false)}
        onConfirm={async (reason) => {
          await onCancel(reason);
          setConfirming(false);
        }}
      />
    </Stack>
  );
}

/** The fee the tier set when it was cancelled (the fare less its refunded share). */
const feeOf = (b: CustomerBooking) => b.estimatedPrice - refundOf(b.estimatedPrice, b.refundPercent ?? 100);

/** The refund tier that applies now and the way to cancel, or why it cannot be done online. */
export function CancellationCard({ booking, site, cancelling, error, onCancel }: CancellationCardProps) {
  const [confirming, setConfirming] = useState(false);
  const terms = booking.cancellation;
  const cancelled = booking.status === "cancelled";
  return (
    <Card.Root as="section" aria-labelledby="cancellation-heading">
      <Card.Body gap="3">
        <Heading id="cancellation-heading" as="h3" size="lg">
          Cancellation
        </Heading>
        {cancelled ? (
          <Stack gap="2">
            <Text>This booking is cancelled.</Text>
            {booking.payment ? (
              <SummaryLine
                label="Cancellation fee"
                value={
                  booking.payment.settled
                    ? formatCents(booking.payment.capturedCents - booking.payment.refundedCents)
                    : formatUsd(booking.cancellation.fee || feeOf(booking))
                }
                strong
              />
            ) : (
              booking.refundPercent !== null && (
                <SummaryLine
                  label="Refund applied"
                  value={`${booking.refundPercent}% (${formatUsd(refundOf(booking.estimatedPrice, booking.refundPercent))})`}
                  strong
                />
              )
            )}
          </Stack>
        ) : terms.allowed ? (
          <Stack gap="2">
            <Text fontWeight="medium">{terms.tier}</Text>
            <SummaryLine label="Refund if you cancel now" value={`${terms.refundPercent}%`} />
            <SummaryLine label="Cancellation fee" value={formatUsd(terms.fee)} />
            <Separator />
            <Text fontSize="sm" color="fg.muted">
              {CANCELLATION_POLICY}
            </Text>
          </Stack>
        ) : (
          <Stack gap="2">
            <Text>{terms.reason}</Text>
            <Text>
              To change or cancel this ride, call us at{" "}
              <Link href={`tel:${site.phoneHref}`} color="gold.700" fontWeight="semibold">
                {site.phone}
              </Link>
              .
            </Text>
          </Stack>
        )}
        {error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        {terms.allowed && !cancelled && (
          <>
            <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
              Cancel Booking
            </Button>
            <CancelDialog
              open={confirming}
              reference={booking.reference}
              terms={terms}
              returnRide={booking.returnRide}
              cancelling={cancelling}
              onKeep={() => setConfirming(false)}
              onConfirm={async (reason) => {
                await onCancel(reason);
                setConfirming(false);
              }}
            />
          </>
        )}
        {booking.returnRide && (
          <ReturnRideCancellation
            ride={booking.returnRide}
            withTerms={!terms.allowed}
            cancelling={cancelling}
            onCancel={(reason) => onCancel(reason, "return")}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
