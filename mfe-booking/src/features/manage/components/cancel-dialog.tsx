import { CancelBooking, type CancellationTerms, formatUsd } from "@chauffeur/contract";
import { Portal } from "@chauffeur/ui";
import { ConfirmFooter } from "@chauffeur/ui/confirm-footer";
import { Form, TextareaField, useContractForm } from "@chauffeur/ui/form";
import { Dialog } from "@chauffeur/ui/widgets";
import { useRef } from "react";

export interface CancelDialogProps {
  open: boolean;
  /** What is cancelled: the booking (with its return ride while it can be), or the return ride alone. */
  what?: "booking" | "return ride";
  reference: string;
  terms: CancellationTerms;
  /** A round trip's return ride, cancelled with the booking while it can be: its reference and terms. */
  returnRide?: { reference: string; cancellation: CancellationTerms } | null;
  cancelling: boolean;
  onKeep: () => void;
  onConfirm: (reason: string) => Promise<unknown>;
}

/** What cancelling refunds, as a sentence ("You will...") or after a colon ("you will..."). */
const refundWords = (terms: CancellationTerms, you = "You") =>
  terms.fee > 0
    ? `${you} will be refunded ${terms.refundPercent}% of your fare; a cancellation fee of ${formatUsd(terms.fee)} applies.`
    : `${you} will receive a full refund; no cancellation fee applies.`;

/**
 * What cancelling now costs, then a confirmation with an optional reason (POST /api/bookings/{reference}/cancel's
 * own schema); focus starts on the safe choice (Keep Booking, or Keep Return Ride).
 */

export function CancelDialog({
  open,
  what = "booking",
  reference,
  terms,
  returnRide,
  cancelling,
  onKeep,
  onConfirm,
}: CancelDialogProps) {
  const back = returnRide?.cancellation.allowed ? returnRide : null;
  const form = useContractForm(CancelBooking, { defaultValues: { reason: "" } });
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      initialFocusEl={() => keep.current}
      onOpenChange={(e) => !e.open && !cancelling && onKeep()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Form form={form} onValid={(values) => onConfirm(values.reason ?? "")}>
              <Dialog.Header>
                <Dialog.Title>
                  Cancel {what} {reference}?
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description mb="4">
                  {refundWords(terms)}{" "}
                  {back &&
                    `Your return ride ${back.reference} is cancelled with it: ${refundWords(back.cancellation, "you")} `}
                  This cannot be undone.
                </Dialog.Description>
                <TextareaField
                  name="reason"
                  label="Reason for cancelling (optional)"
                  maxLength={500}
                  rows={3}
                />
              </Dialog.Body>
              <ConfirmFooter
                cancelRef={keep}
                cancelLabel={what === "booking" ? "Keep Booking" : "Keep Return Ride"}
                confirmLabel={what === "booking" ? "Cancel Booking" : "Cancel Return Ride"}
                colorPalette="red"
                busy={cancelling}
                loadingText="Cancelling…"
                stackOnPhones
              />
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
