import type { PricingRules } from "@chauffeur/contract";
import { Alert, Button, Card, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from "@chauffeur/ui";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { errorText } from "../../../lib/api-client";
import { previewPricing } from "../api/preview-pricing";

const TRIP = {
  pickupLocation: "Back Bay, Boston, MA 02116",
  destination: "Boston Logan International Airport (BOS), Boston, MA",
  vehicleType: "sedan",
  date: "",
  tripTime: "",
};

/** Any trip priced under the draft, as a customer's quote would be, each line naming its rule. */
export function PreviewCard({ rules }: { rules: PricingRules }) {
  const [trip, setTrip] = useState(TRIP);
  const preview = useMutation({
    mutationFn: () =>
      previewPricing({
        rules,
        trip: {
          pickupLocation: trip.pickupLocation,
          destination: trip.destination,
          vehicleType: trip.vehicleType,
          ...(trip.date ? { date: trip.date } : {}),
          ...(trip.tripTime ? { tripTime: trip.tripTime } : {}),
        },
      }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    preview.mutate();
  };
  const text = (name: keyof typeof TRIP, label: string, type = "text", width = "100%") => (
    <Field.Root width={{ base: "100%", md: width }}>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Input
        size="sm"
        type={type}
        name={`preview-${name}`}
        value={trip[name]}
        onChange={(e) => setTrip({ ...trip, [name]: e.currentTarget.value })}
      />
    </Field.Root>
  );
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="md">
          Preview a trip
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Prices the trip under the rules above, before they are published. Nothing is stored.
        </Text>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} aria-label="Preview a trip">
          <Stack gap="3">
            {text("pickupLocation", "Pickup")}
            {text("destination", "Destination")}
            <HStack gap="3" flexWrap="wrap" align="end">
              <Field.Root width={{ base: "100%", md: "9rem" }}>
                <Field.Label textStyle="xs">Vehicle</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={trip.vehicleType}
                    onChange={(e) => setTrip({ ...trip, vehicleType: e.currentTarget.value })}
                  >
                    <option value="sedan">Sedan</option>
                    <option value="suv">SUV</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {text("date", "Date", "date", "10rem")}
              {text("tripTime", "Time (NY)", "time", "8rem")}
              <Button type="submit" size="sm" loading={preview.isPending}>
                Preview price
              </Button>
            </HStack>
            {preview.error && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Title>{errorText(preview.error)}</Alert.Title>
              </Alert.Root>
            )}
            {preview.data && <PreviewLines quote={preview.data} />}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function PreviewLines({ quote }: { quote: Awaited<ReturnType<typeof previewPricing>> }) {
  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="3" data-testid="preview-lines" aria-live="polite">
      {quote.lines.map((line, i) => (
        <HStack key={`${line.code}-${line.rule ?? i}`} justify="space-between" gap="3">
          <Text textStyle="sm">
            {line.label}
            {line.rule && (
              <Text as="span" color="fg.muted" textStyle="xs">
                {" "}
                · {line.rule}
              </Text>
            )}
          </Text>
          <Text textStyle="sm" fontVariantNumeric="tabular-nums">
            ${line.amount}
          </Text>
        </HStack>
      ))}
      <HStack justify="space-between" borderTopWidth="1px" pt="1">
        <Text fontWeight="semibold">Total{quote.distance !== null ? ` (${quote.distance} mi)` : ""}</Text>
        <Text fontWeight="semibold">${quote.breakdown.total}</Text>
      </HStack>
    </Stack>
  );
}
