import {
  type CustomerBooking,
  type CustomerEditBooking,
  MAX_CHILD_SEATS,
  VEHICLE_OPTIONS,
} from "@chauffeur/contract";
// The package itself, not @chakra-ui/react: the shared singleton that holds the theme's context.
import { Field, SimpleGrid, Textarea } from "@chauffeur/ui";
import { useEffect, useRef, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { SelectField, TextField, useFormField } from "./fields";

/** What a change of a booking starts from: the booking as it is, so that only what is altered differs. */
type BookedTrip = Pick<
  CustomerBooking,
  | "scheduledDate"
  | "scheduledTime"
  | "pickupLocation"
  | "destination"
  | "stops"
  | "vehicleType"
  | "passengerCount"
  | "luggageCount"
  | "childSeats"
  | "flightNumber"
  | "specialRequests"
>;

/** The change's fields as the booking has them now (the customer's; the dispatcher's add notes and a price). */
export const bookedValues = (b: BookedTrip): Omit<CustomerEditBooking, "preview"> => ({
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

const counts = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));
const PASSENGERS = counts(1, 6);
const LUGGAGE = counts(0, 6);
const CHILD_SEATS = counts(0, MAX_CHILD_SEATS);
const VEHICLES = VEHICLE_OPTIONS.map((v) => ({ value: v.type, label: v.name }));

/** Whether the party fits is one answer about four fields, whichever one the refusal names. */
const FIT = ["vehicleType", "passengerCount", "luggageCount", "childSeats"];

/**
 * A refusal of the party's fit ("vehicleType: ... requires an SUV") sits under one field, but any of the
 * four can answer it: a change of any clears the reason at all four, so no stale one is left standing.
 */
function useFitClearsTogether() {
  const { control, clearErrors } = useFormContext();
  const key = JSON.stringify(useWatch({ control, name: FIT }));
  const last = useRef(key);
  useEffect(() => {
    if (key === last.current) return;
    last.current = key;
    clearErrors(FIT);
  }, [key, clearErrors]);
}

/** Passengers 1-6, luggage 0-6 and child seats 0-4 (the contract's limits), as numbers: placed in the caller's grid. */
export function PartyFields() {
  useFitClearsTogether();
  return (
    <>
      <SelectField name="passengerCount" label="Passengers" options={PASSENGERS} asNumber />
      <SelectField name="luggageCount" label="Luggage" options={LUGGAGE} asNumber />
      <SelectField name="childSeats" label="Child seats" options={CHILD_SEATS} asNumber />
    </>
  );
}

/** Stops on the way, one a line (the list the server checks); the text starts from the form's list. */
export function StopsField({ label }: { label: string }) {
  const { field, error, edited } = useFormField("stops");
  const [text, setText] = useState(((field.value as string[] | undefined) ?? []).join("\n"));
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
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

interface BookingChangeFieldsProps {
  /** An hourly ride has no destination. */
  hourly: boolean;
  stopsLabel: string;
  /** Marks the trip's fields required (the customer's form). */
  required?: boolean;
  /** A dialog's spacing (pairs side by side from md, where it stops filling a phone) or a page's (from sm). */
  layout: "dialog" | "page";
}

/**
 * The trip and the party of a booking's change, the same for the customer (Manage Booking) and the
 * dispatcher (the console): date and time, pickup, stops, destination, vehicle and flight, the party.
 * They sit in the caller's Form and Stack; its own fields (requests, notes, a price) follow them.
 */
export function BookingChangeFields({ hourly, stopsLabel, required, layout }: BookingChangeFieldsProps) {
  const gap = layout === "dialog" ? "3" : "4";
  const pairs = layout === "dialog" ? { base: 1, md: 2 } : { base: 1, sm: 2 };
  return (
    <>
      <SimpleGrid columns={pairs} gap={gap}>
        <TextField name="date" label="Date" type="date" required={required} />
        <TextField name="time" label="Pickup time" type="time" step={1800} required={required} />
      </SimpleGrid>
      <TextField name="pickupLocation" label="Pickup" required={required} />
      <StopsField label={stopsLabel} />
      {!hourly && <TextField name="destination" label="Destination" required={required} />}
      <SimpleGrid columns={pairs} gap={gap}>
        <SelectField name="vehicleType" label="Vehicle" options={VEHICLES} />
        <TextField name="flightNumber" label="Flight" placeholder="BA 213" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 3 }} gap={gap}>
        <PartyFields />
      </SimpleGrid>
    </>
  );
}
