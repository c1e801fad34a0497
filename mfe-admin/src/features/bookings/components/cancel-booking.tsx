import { type AdminBooking, AdminCancelBooking, cancellationTerms, formatUsd } from "@chauffeur/contract";
import { Button, Field, Portal, Stack, Text, Textarea } from "@chauffeur/ui";
import { Checkbox, Dialog } from "@chauffeur/ui/widgets";
import { useState } from "react";
import { useDialogAction } from "../../../lib/use-dialog-action";
import { cancelBooking } from "../api/cancel-booking";

/** Whether the booking can still be cancelled: the contract's rule, which the server applies again. */
export const cancellable = (b: AdminBooking) => cancellationTerms(b).allowed;

/**
 * The dispatcher cancels a booking: a reason is required, the policy's tier applies unless the fee is
 * waived, and the customer is told. The tier shown is the page's estimate; the server applies its own.
 */
export function CancelBookingDialog({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const [reason, setReason] = useState("");
  const [waiveFee, setWaiveFee] = useState(false);
  const { open, setOpen, invalid, clearInvalid, failure, busy, submit } = useDialogAction(
    AdminCancelBooking,
    (input) => cancelBooking(booking.id, input),
    onDone,
  );
  const terms = cancellationTerms(booking);

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => setOpen(e.open)}>
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="red">
          Cancel booking
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancel booking {booking.reference}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  {terms.tier || "No refund tier applies"}: {terms.refundPercent}% refund
                  {terms.fee > 0 ? `, a ${formatUsd(terms.fee)} fee` : ", no fee"}. The customer is told by
                  e-mail.
                </Text>
                <Field.Root invalid={invalid !== null} required>
                  <Field.Label>Reason</Field.Label>
                  <Textarea
                    value={reason}
                    maxLength={500}
                    onChange={(e) => {
                      setReason(e.target.value);
                      clearInvalid();
                    }}
                  />
                  <Field.ErrorText>{invalid}</Field.ErrorText>
                </Field.Root>
                <Checkbox.Root checked={waiveFee} onCheckedChange={(e) => setWaiveFee(e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Waive the fee (full refund)</Checkbox.Label>
                </Checkbox.Root>
                {failure && (
                  <Text color="fg.error" role="alert">
                    {failure}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep booking</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => submit({ reason, waiveFee })}>
                Cancel booking
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
