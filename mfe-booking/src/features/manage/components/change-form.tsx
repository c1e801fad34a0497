import {
  type BookingChangePreview,
  type CustomerBooking,
  CustomerEditBooking,
  formatCents,
  VEHICLE_OPTIONS,
} from "@chauffeur/contract";
import { Alert, Button, Field, HStack, SimpleGrid, Stack, Textarea } from "@chauffeur/ui";
import {
  applyServerError,
  Form,
  FormAlert,
  SelectField,
  TextareaField,
  TextField,
  useContractForm,
  useFormField,
} from "@chauffeur/ui/form";
import { useState } from "react";
import { SummaryLine } from "../../../components/summary-line";

const counts = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/** The booking's own values: the form starts from what is booked, and only what differs changes. */
export const changeDefaults = (b: CustomerBooking): CustomerEditBooking => ({
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
});

/** Stops on the way, one a line (the list the server checks). */
function StopsField() {
  const { field, error, edited } = useFormField("stops");
  const [text, setText] = useState(((field.value as string[] | undefined) ?? []).join("\n"));
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Stops on the way (one a line)</Field.Label>
      <Textarea
        name={field.name}
        rows={2}
        value={text}
        onBlur={field.onBlur}
        onChange={(e) => {
          setText(e.target.value);
          field.onChange(
            e.target.value
              .split("\n")
              .map((s) => s.trim())
              .filter(Boolean),
          );
          edited();
        }}
      />
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The price of the change, before it is made: the new fare, any fee, the difference. */
function PricePreview({ booking, price }: { booking: CustomerBooking; price: BookingChangePreview }) {
  const diff = price.differenceCents;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="4" data-testid="change-preview" aria-live="polite">
      <SummaryLine label="Fare now" value={formatCents(Math.round(booking.estimatedPrice * 100))} amount />
      <SummaryLine label="New fare" value={formatCents(price.fareCents)} amount strong />
      {price.feeCents > 0 && (
        <SummaryLine
          label="Change fee (lower fare inside a fee tier)"
          value={formatCents(price.feeCents)}
          amount
        />
      )}
      <SummaryLine
        label={diff >= 0 ? "You pay more" : "You pay less"}
        value={formatCents(Math.abs(diff))}
        amount
      />
      {price.reassignment && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            Your chauffeur has another ride at the new time: our dispatch team will assign another chauffeur.
          </Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}

interface ChangeFormProps {
  booking: CustomerBooking;
  /** Prices the change (changes nothing); throws the server's refusal for the form to show. */
  onPreview: (values: CustomerEditBooking) => Promise<BookingChangePreview>;
  /** Makes the change; throws the server's refusal for the form to show. */
  onSave: (values: CustomerEditBooking) => Promise<void>;
  onClose: () => void;
}

/**
 * The customer's change: the trip, the party, the flight and the requests, checked by the route's schema.
 * "Review the new price" asks the server for the price first; the change is made only on "Confirm".
 */
export function ChangeForm({ booking, onPreview, onSave, onClose }: ChangeFormProps) {
  const form = useContractForm(CustomerEditBooking, { defaultValues: changeDefaults(booking) });
  const [priced, setPriced] = useState<{ values: CustomerEditBooking; price: BookingChangePreview } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const review = async (values: CustomerEditBooking) => {
    setPriced({ values, price: await onPreview(values) });
  };
  const confirm = async () => {
    if (!priced) return;
    setSaving(true);
    try {
      await onSave(priced.values);
    } catch (e) {
      setPriced(null);
      applyServerError(form, e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      form={form}
      aria-label="Change your booking"
      onValid={(v) => review(v as CustomerEditBooking)}
      onChange={() => setPriced(null)}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="date" label="Date" type="date" required />
          <TextField name="time" label="Pickup time" type="time" step={1800} required />
        </SimpleGrid>
        <TextField name="pickupLocation" label="Pickup" required />
        <StopsField />
        {booking.serviceType !== "hourly" && <TextField name="destination" label="Destination" required />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            name="vehicleType"
            label="Vehicle"
            options={VEHICLE_OPTIONS.map((v) => ({ value: v.type, label: v.name }))}
          />
          <TextField name="flightNumber" label="Flight" placeholder="BA 213" />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 3 }} gap="4">
          <SelectField name="passengerCount" label="Passengers" options={counts(1, 6)} asNumber />
          <SelectField name="luggageCount" label="Luggage" options={counts(0, 6)} asNumber />
          <SelectField name="childSeats" label="Child seats" options={counts(0, 4)} asNumber />
        </SimpleGrid>
        <TextareaField name="specialRequests" label="Special requests" rows={2} />
        <FormAlert />
        {priced && <PricePreview booking={booking} price={priced.price} />}
        <HStack gap="3" wrap="wrap">
          {priced ? (
            <Button colorPalette="gold" loading={saving} onClick={confirm}>
              Confirm change
            </Button>
          ) : (
            <Button type="submit" colorPalette="gold" loading={form.formState.isSubmitting}>
              Review the new price
            </Button>
          )}
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Keep my booking as it is
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}
