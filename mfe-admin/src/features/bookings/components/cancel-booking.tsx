import { type AdminBooking, AdminCancelBooking, cancellationTerms, formatUsd } from "@chauffeur/contract";
import { Button, Text, useBookingPolicy } from "@chauffeur/ui";
import { TextareaField } from "@chauffeur/ui/form";
import { CheckboxField } from "@chauffeur/ui/form/checkbox";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { cancelBooking } from "../api/cancel-booking";

/** Whether the booking can still be cancelled: the contract's rule, which the server applies again (grace aside). */
export const cancellable = (b: AdminBooking) => cancellationTerms(b).allowed;

/**
 * The dispatcher cancels a booking: a reason is required, the policy's tier applies unless the fee is
 * waived, and the customer is told. The tier shown is the page's estimate; the server applies its own.
 */
export function CancelBookingDialog({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const dialog = useDialogForm(
    AdminCancelBooking,
    { reason: "", waiveFee: false },
    (input) => cancelBooking(booking.id, input),
    onDone,
  );
  const terms = cancellationTerms(booking, new Date(), useBookingPolicy().cancellationGraceMinutes);

  return (
    <FormDialog
      dialog={dialog}
      title={`Cancel booking ${booking.reference}?`}
      trigger={
        <Button variant="outline" colorPalette="red">
          Cancel booking
        </Button>
      }
      submitLabel="Cancel booking"
      size="md"
      confirm={{ palette: "red", cancelLabel: "Keep booking" }}
    >
      <Text>
        {terms.tier || "No refund tier applies"}: {terms.refundPercent}% refund
        {terms.fee > 0 ? `, a ${formatUsd(terms.fee)} fee` : ", no fee"}. The customer is told by e-mail.
      </Text>
      <TextareaField name="reason" label="Reason" maxLength={500} required />
      <CheckboxField name="waiveFee" label="Waive the fee (full refund)" />
    </FormDialog>
  );
}
