import { type AdminBookingCreated, AdminCreateBooking, VEHICLE_OPTIONS } from "@chauffeur/contract";
import { Alert, Button, Heading, SimpleGrid, Stack, Text } from "@chauffeur/ui";
import {
  Form,
  FormAlert,
  PartyFields,
  SelectField,
  StopsField,
  TextareaField,
  TextField,
  useContractForm,
} from "@chauffeur/ui/form";
import { useState } from "react";
import { PriceOverrideField } from "../../../components/price-override-field";
import { createBookingForCaller } from "../api/create-booking";
import { OperatorPrice } from "./operator-price";

const EMPTY = {
  serviceType: "one-way" as const,
  pickupLocation: "",
  destination: "",
  stops: [],
  date: "",
  time: "",
  vehicleType: "executive-sedan",
  customerInfo: { firstName: "", lastName: "", email: "", phone: "" },
  flightNumber: "",
  childSeats: 0,
  specialRequests: "",
  passengerCount: 1,
  luggageCount: 0,
  overrideReason: "",
};

/**
 * A caller's booking: the trip, the party and the passenger, checked by the route's own schema; the
 * server prices it with the online booking's rules. No card here: the customer gets the payment link.
 */
export function PhoneBookingPanel({
  onOpen,
  onChanged,
}: {
  onOpen: (id: string) => void;
  /** Reloads what the new booking changes: the dashboard's counts, the lists. */
  onChanged: () => void;
}) {
  const form = useContractForm(AdminCreateBooking, { defaultValues: EMPTY });
  const [created, setCreated] = useState<AdminBookingCreated | null>(null);
  const submit = async (values: AdminCreateBooking) => {
    const answer = await createBookingForCaller(values);
    // The dashboard's counts and the lists show the new booking at once, not at their next poll.
    onChanged();
    setCreated(answer);
    form.reset(EMPTY);
    onOpen(answer.bookingId);
  };
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          Book a caller
        </Heading>
        <Text color="fg.muted">
          Priced with the online booking's rules. The customer is sent a private link to add their card; the
          booking shows "awaiting card" until the check passes.
        </Text>
      </Stack>
      {created && (
        <Alert.Root status="success" role="status" data-testid="phone-booking-created">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>
              Booked {created.reference}: the payment link is on its way to the customer.
            </Alert.Title>
            <Alert.Description wordBreak="break-all">Payment link: {created.payLink}</Alert.Description>
          </Stack>
        </Alert.Root>
      )}
      <Form form={form} aria-label="Book a caller" onValid={(v) => submit(v as AdminCreateBooking)}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="customerInfo.firstName" label="First name" autoComplete="off" required />
            <TextField name="customerInfo.lastName" label="Last name" autoComplete="off" required />
            <TextField name="customerInfo.email" label="Email" type="email" autoComplete="off" required />
            <TextField name="customerInfo.phone" label="Phone" type="tel" autoComplete="off" required />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="pickupLocation" label="Pickup" required />
            <TextField name="destination" label="Destination" required />
          </SimpleGrid>
          <StopsField key={created?.reference ?? "new"} label="Stops on the way (one a line)" />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="date" label="Date" type="date" required />
            <TextField name="time" label="Time" type="time" step={1800} required />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            <SelectField
              name="vehicleType"
              label="Vehicle"
              options={VEHICLE_OPTIONS.map((v) => ({ value: v.id, label: v.name }))}
            />
            <PartyFields />
          </SimpleGrid>
          <OperatorPrice />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="flightNumber" label="Flight" placeholder="BA 213" />
            <PriceOverrideField key={created?.reference ?? "new"} />
          </SimpleGrid>
          <TextField name="overrideReason" label="Reason for the price override" />
          <TextareaField name="specialRequests" label="Special requests" rows={2} />
          <FormAlert />
          <Button
            type="submit"
            colorPalette="gold"
            alignSelf="flex-start"
            loading={form.formState.isSubmitting}
          >
            Book and send the payment link
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
