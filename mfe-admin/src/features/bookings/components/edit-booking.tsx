import { type AdminBooking, AdminEditBooking, formatUsd } from "@chauffeur/contract";
import { Button, SimpleGrid } from "@chauffeur/ui";
import { BookingChangeFields, bookedValues, TextareaField, TextField } from "@chauffeur/ui/form";
import { LuPencil } from "react-icons/lu";
import { FormDialog } from "../../../components/form-dialog";
import { PriceOverrideField } from "../../../components/price-override-field";
import { ApiError } from "../../../lib/api-client";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { editBooking } from "../api/edit-booking";
import { ChangePrice } from "./change-price";

/** Every field of the change as the booking has it now; only what the dispatcher alters differs. */
const valuesOf = (b: AdminBooking): AdminEditBooking => ({
  ...bookedValues(b),
  driverNotes: b.driverNotes ?? "",
  dispatchNotes: b.dispatchNotes ?? "",
  // Blank (the fare as it is), but the form's own: a refusal naming it shows at the field.
  priceOverrideCents: undefined,
  overrideReason: "",
});

/** A refusal that names a field (a 409 clash names `time`) is shown at that field, like a 400 or 422. */
async function send(id: string, values: AdminEditBooking) {
  try {
    const b = await editBooking(id, values);
    return {
      message: `Booking ${b.reference} changed (fare ${formatUsd(b.estimatedPrice, { cents: true })}); the customer and the chauffeur are told`,
    };
  } catch (e) {
    if (e instanceof ApiError && e.status === 409 && /^\w+: /.test(e.message)) {
      throw Object.assign(new Error(e.message), { status: 422 });
    }
    throw e;
  }
}

/**
 * The dispatcher's change of a live booking: every field of the contract, the price override with its
 * reason, and the fare it leaves asked before saving. The server re-prices, re-checks (lead time, party, service area, the chauffeur's other rides)
 * and moves the hold; its refusal appears at the field it names.
 */
export function EditBookingDialog({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const dialog = useDialogForm(AdminEditBooking, valuesOf(booking), (v) => send(booking.id, v), onDone);
  return (
    <FormDialog
      dialog={dialog}
      title={`Change booking ${booking.reference}`}
      submitLabel="Save changes"
      size={{ base: "full", md: "lg" }}
      onOpen={() => dialog.form.reset(valuesOf(booking))}
      trigger={
        <Button variant="outline">
          <LuPencil aria-hidden /> Change booking
        </Button>
      }
    >
      <BookingChangeFields
        hourly={booking.serviceType === "hourly"}
        stopsLabel="Stops (one a line)"
        layout="dialog"
      />
      <TextareaField name="specialRequests" label="Special requests (the customer sees them)" rows={2} />
      <TextareaField name="driverNotes" label="Notes for the chauffeur" rows={2} />
      <TextareaField name="dispatchNotes" label="Dispatch notes (never sent)" rows={2} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <PriceOverrideField key={booking.updatedAt} />
        <TextField name="overrideReason" label="Reason for the price override" />
      </SimpleGrid>
      <ChangePrice bookingId={booking.id} />
    </FormDialog>
  );
}
