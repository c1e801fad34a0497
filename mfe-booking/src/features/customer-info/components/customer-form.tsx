import { CAPACITY, MAX_CHILD_SEATS } from "@chauffeur/contract";
import { Field, NativeSelect, SimpleGrid, Stack } from "@chauffeur/ui";
import { TextareaField, TextField } from "@chauffeur/ui/form";
import type { BookingDraft } from "../../../lib/draft/draft-schema";
import { FlightCheckNotice } from "./flight-check-notice";

interface CustomerFormProps {
  draft: BookingDraft;
  onDraft: (patch: Partial<BookingDraft>) => void;
}

/** The passenger's details, the flight (airport trips), child seats and special requests; inside the step's Form. */
export function CustomerForm({ draft, onDraft }: CustomerFormProps) {
  const seatsLeft = CAPACITY[draft.vehicleType ?? "suv"].passengers - draft.passengerCount;
  const maxSeats = Math.max(0, Math.min(MAX_CHILD_SEATS, seatsLeft));
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField name="firstName" label="First name" autoComplete="given-name" required />
        <TextField name="lastName" label="Last name" autoComplete="family-name" required />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" required />
      </SimpleGrid>
      {draft.airport && (
        <Stack gap="2">
          <TextField
            name="flightNumber"
            label="Flight number"
            helper="Optional: lets your chauffeur follow your flight"
            autoComplete="off"
          />
          <FlightCheckNotice draft={draft} />
        </Stack>
      )}
      <Field.Root>
        <Field.Label>Child seats ($45 each)</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="childSeats"
            value={Math.min(draft.childSeats, maxSeats)}
            onChange={(e) => {
              const childSeats = Number(e.target.value);
              onDraft({ childSeats, travelingWithChild: childSeats > 0 });
            }}
          >
            {Array.from({ length: maxSeats + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <TextareaField name="specialRequests" label="Special requests" maxLength={1000} rows={3} />
    </Stack>
  );
}
