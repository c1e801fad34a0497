import {
  type BookingChangePreview,
  type CustomerBooking,
  CustomerEditBooking,
  formatCents,
} from "@chauffeur/contract";
import { Alert, Button, HStack, Stack } from "@chauffeur/ui";
import {
  applyServerError,
  BookingChangeFields,
  bookedValues,
  Form,
  FormAlert,
  TextareaField,
  useContractForm,
} from "@chauffeur/ui/form";
import { useState } from "react";
import { SummaryLine } from "../../../components/summary-line";

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
  const form = useContractForm(CustomerEditBooking, { defaultValues: bookedValues(booking) });
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
        <BookingChangeFields
          hourly={booking.serviceType === "hourly"}
          stopsLabel="Stops on the way (one a line)"
          required
          layout="page"
        />
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
