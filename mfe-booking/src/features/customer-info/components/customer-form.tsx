import { CAPACITY, MAX_CHILD_SEATS } from "@chauffeur/contract";
import { Field, NativeSelect, SimpleGrid, Stack, Textarea } from "@chauffeur/ui";
import { TextField } from "../../../components/text-field";
import type { BookingDraft } from "../../../lib/draft/draft-schema";
import type { CustomerErrors, CustomerFields } from "../lib/customer-rules";

interface CustomerFormProps {
  draft: BookingDraft;
  customer: CustomerFields;
  errors: CustomerErrors;
  onCustomer: (patch: Partial<CustomerFields>) => void;
  onDraft: (patch: Partial<BookingDraft>) => void;
}

/** The passenger's details, the flight (airport trips), child seats and special requests. */
export function CustomerForm({ draft, customer, errors, onCustomer, onDraft }: CustomerFormProps) {
  const seatsLeft = CAPACITY[draft.vehicleType ?? "suv"].passengers - draft.passengerCount;
  const maxSeats = Math.max(0, Math.min(MAX_CHILD_SEATS, seatsLeft));
  const field = (name: keyof CustomerFields) => ({
    name,
    value: customer[name],
    error: errors[name],
    required: true,
    onValueChange: (value: string) => onCustomer({ [name]: value }),
  });
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
        <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextField label="Phone number" type="tel" autoComplete="tel" {...field("phone")} />
      </SimpleGrid>
      {draft.airport && (
        <TextField
          label="Flight number"
          name="flightNumber"
          value={draft.flightNumber}
          helper="Optional: lets your chauffeur follow your flight"
          autoComplete="off"
          onValueChange={(flightNumber) => onDraft({ flightNumber })}
        />
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
      <Field.Root>
        <Field.Label>Special requests</Field.Label>
        <Textarea
          name="specialRequests"
          value={draft.specialRequests}
          maxLength={1000}
          rows={3}
          onChange={(e) => onDraft({ specialRequests: e.target.value })}
        />
      </Field.Root>
    </Stack>
  );
}
