import {
  type CancellationTerms,
  type CustomerBooking,
  cancellationPolicyText,
  formatCents,
  formatUsd,
  type SiteInfo,
} from "@chauffeur/contract";
import { Alert, Button, Card, Heading, Link, Separator, Stack, Text, useBookingPolicy } from "@chauffeur/ui";
import { lazy, Suspense, useState } from "react";
import { SummaryLine } from "../../../components/summary-line";
import type { CancelledRide } from "../hooks/use-manage-booking";
import { refundOf } from "../lib/booking-view";
import type { CancelDialogProps } from "./cancel-dialog";

/**
 * The confirmation's code (a dialog: the widgets, the form layer's textarea) comes once a booking is
 * shown, not with the lookup form the page opens on; it is closed until a cancel button is used.
 */
const CancelDialog = lazy(() => import("./cancel-dialog").then((m) => ({ default: m.CancelDialog })));

interface CancellationCardProps {
  booking: CustomerBooking;
  site: SiteInfo;
  cancelling: boolean;
  error: string | null;
  onCancel: (reason: string, ride?: CancelledRide) => Promise<boolean>;
}

type ReturnRide = NonNullable<CustomerBooking["returnRide"]>;

/** What cancelling now costs: the tier, its refund and its fee. */
function TermsNow({
  title,
  refundLabel,
  terms,
}: {
  title: string;
  refundLabel: string;
  terms: CancellationTerms;
}) {
  return (
    <>
      <Text fontWeight="medium">{title}</Text>
      <SummaryLine label={refundLabel} value={`${terms.refundPercent}%`} />
      <SummaryLine label="Cancellation fee" value={formatUsd(terms.fee)} />
    </>
  );
}

/** A cancel button that asks first, in the cancel dialog, and closes it once cancelled. */
function CancelButton({
  label,
  variant,
  cancelling,
  dialog,
  onCancel,
}: {
  label: string;
  variant: "outline" | "ghost";
  cancelling: boolean;
  dialog: Pick<CancelDialogProps, "what" | "reference" | "terms" | "returnRide">;
  onCancel: (reason: string) => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button colorPalette="red" variant={variant} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <Suspense fallback={null}>
        <CancelDialog
          {...dialog}
          open={confirming}
          cancelling={cancelling}
          onKeep={() => setConfirming(false)}
          onConfirm={async (reason) => {
            await onCancel(reason);
            setConfirming(false);
          }}
        />
      </Suspense>
    </>
  );
}

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
  const terms = ride.cancellation;
  if (ride.status === "cancelled") return <Text>Your return ride {ride.reference} is cancelled.</Text>;
  if (!terms.allowed) return null;
  return (
    <Stack gap="2">
      {withTerms && (
        <TermsNow
          title={`Return ride ${ride.reference}: ${terms.tier}`}
          refundLabel="Refund if you cancel it now"
          terms={terms}
        />
      )}
      <CancelButton
        label={withTerms ? "Cancel Return Ride" : "Cancel Only the Return Ride"}
        variant={withTerms ? "outline" : "ghost"}
        cancelling={cancelling}
        dialog={{ what: "return ride", reference: ride.reference, terms }}
        onCancel={onCancel}
      />
    </Stack>
  );
}

/** The fee the tier set when it was cancelled (the fare less its refunded share). */
const feeOf = (b: CustomerBooking) => b.estimatedPrice - refundOf(b.estimatedPrice, b.refundPercent ?? 100);

/** The refund tier that applies now and the way to cancel, or why it cannot be done online. */
export function CancellationCard({ booking, site, cancelling, error, onCancel }: CancellationCardProps) {
  const policy = useBookingPolicy();
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
            <TermsNow title={terms.tier} refundLabel="Refund if you cancel now" terms={terms} />
            <Separator />
            <Text fontSize="sm" color="fg.muted">
              {cancellationPolicyText(policy)}
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
          <CancelButton
            label="Cancel Booking"
            variant="outline"
            cancelling={cancelling}
            dialog={{ reference: booking.reference, terms, returnRide: booking.returnRide }}
            onCancel={onCancel}
          />
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
