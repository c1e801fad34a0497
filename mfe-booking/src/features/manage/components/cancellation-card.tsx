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
import { refundOf } from "../lib/booking-view";
import { CancelDialog } from "./cancel-dialog";

interface CancellationCardProps {
  booking: CustomerBooking;
  site: SiteInfo;
  cancelling: boolean;
  error: string | null;
  onCancel: (reason: string) => Promise<boolean>;
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
      </Card.Body>
    </Card.Root>
  );
}
