import { type AdminBooking, AdminEditBooking, VEHICLE_OPTIONS } from "@chauffeur/contract";
import { Button, Field, SimpleGrid, Textarea } from "@chauffeur/ui";
import { SelectField, TextareaField, TextField, useFormField } from "@chauffeur/ui/form";
import { useState } from "react";
import { LuPencil } from "react-icons/lu";
import { FormDialog } from "../../../components/form-dialog";
import { PriceOverrideField } from "../../../components/price-override-field";
import { ApiError } from "../../../lib/api-client";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { editBooking } from "../api/edit-booking";

const counts = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/** Every field of the change as the booking has it now; only what the dispatcher alters differs. */
const valuesOf = (b: AdminBooking): AdminEditBooking => ({
  date: b.scheduledDate,
  time: b.scheduledTime,
  pickupLocation: b.pickupLocation,
  destination: b.destination,
  stops: b.stops,
  vehicleType: b.vehicleType,
  passengerCount: b.passengerCount,
  luggageCount: b.luggageCount,
  childSeats: b.childSeats,
  flightNumber: b.flightNumber ?? "",
  specialRequests: b.specialRequests ?? "",
  driverNotes: b.driverNotes ?? "",
  dispatchNotes: b.dispatchNotes ?? "",
  overrideReason: "",
});

/** Stops on the way, one a line. */
function StopsField({ initial }: { initial: string[] }) {
  const { field, error, edited } = useFormField("stops");
  const [text, setText] = useState(initial.join("\n"));
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Stops (one a line)</Field.Label>
      <Textarea
        name={field.name}
        rows={2}
        value={text}
        onBlur={field.onBlur}
        onChange={(e) => {
          setText(e.target.value);
          field.onChange(e.target.value.split("\n").flatMap((s) => (s.trim() ? [s.trim()] : [])));
          edited();
        }}
      />
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A refusal that names a field (a 409 clash names `time`) is shown at that field, like a 400 or 422. */
async function send(id: string, values: AdminEditBooking) {
  try {
    const b = await editBooking(id, values);
    return { message: `Booking ${b.reference} changed; the customer and the chauffeur are told` };
  } catch (e) {
    if (e instanceof ApiError && e.status === 409 && /^\w+: /.test(e.message)) {
      throw Object.assign(new Error(e.message), { status: 422 });
    }
    throw e;
  }
}

/**
 * The dispatcher's change of a live booking: every field of the contract, the price override with its
 * reason. The server re-prices, re-checks (lead time, party, service area, the chauffeur's other rides)
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
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="date" label="Date" type="date" />
        <TextField name="time" label="Pickup time" type="time" step={1800} />
      </SimpleGrid>
      <TextField name="pickupLocation" label="Pickup" />
      <StopsField key={booking.updatedAt} initial={booking.stops} />
      {booking.serviceType !== "hourly" && <TextField name="destination" label="Destination" />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <SelectField
          name="vehicleType"
          label="Vehicle"
          options={VEHICLE_OPTIONS.map((v) => ({ value: v.type, label: v.name }))}
        />
        <TextField name="flightNumber" label="Flight" placeholder="BA 213" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 3 }} gap="3">
        <SelectField name="passengerCount" label="Passengers" options={counts(1, 6)} asNumber />
        <SelectField name="luggageCount" label="Luggage" options={counts(0, 6)} asNumber />
        <SelectField name="childSeats" label="Child seats" options={counts(0, 4)} asNumber />
      </SimpleGrid>
      <TextareaField name="specialRequests" label="Special requests (the customer sees them)" rows={2} />
      <TextareaField name="driverNotes" label="Notes for the chauffeur" rows={2} />
      <TextareaField name="dispatchNotes" label="Dispatch notes (never sent)" rows={2} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <PriceOverrideField key={booking.updatedAt} />
        <TextField name="overrideReason" label="Reason for the price override" />
      </SimpleGrid>
    </FormDialog>
  );
}
