import { type AdminBooking, AdminCancelBooking, cancellationTerms, formatUsd } from "@chauffeur/contract";
import { Button, Portal, Stack, Text } from "@chauffeur/ui";
import { CheckboxField, Form, FormAlert, TextareaField } from "@chauffeur/ui/form";
import { Dialog } from "@chauffeur/ui/widgets";
import { DialogFormFooter } from "../../../components/dialog-form-footer";
import { errorText } from "../../../lib/api-client";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { cancelBooking } from "../api/cancel-booking";

/** Whether the booking can still be cancelled: the contract's rule, which the server applies again. */
export const cancellable = (b: AdminBooking) => cancellationTerms(b).allowed;

/**
 * The dispatcher cancels a booking: a reason is required, the policy's tier applies unless the fee is
 * waived, and the customer is told. The tier shown is the page's estimate; the server applies its own.
 */
export function CancelBookingDialog({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const { open, setOpen, form, send } = useDialogForm(
    AdminCancelBooking,
    { reason: "", waiveFee: false },
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
            <Form form={form} onValid={send} failureText={errorText}>
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
                  <TextareaField name="reason" label="Reason" maxLength={500} required />
                  <CheckboxField name="waiveFee" label="Waive the fee (full refund)" />
                  <FormAlert />
                </Stack>
              </Dialog.Body>
              <DialogFormFooter
                submitLabel="Cancel booking"
                cancelLabel="Keep booking"
                colorPalette="red"
                busy={form.formState.isSubmitting}
              />
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
