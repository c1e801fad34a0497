import {
  type AdminBooking,
  FlightLandingInput,
  formatServiceClock,
  serviceDateTime,
  textMentionsAirport,
} from "@chauffeur/contract";
import { Button, Text } from "@chauffeur/ui";
import { TextField } from "@chauffeur/ui/form";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { enterFlightLanding } from "../api/enter-flight-landing";

/** An airport pickup with a flight, not over: its pickup can follow a landing time. */
export const followsFlight = (b: AdminBooking) =>
  b.flightNumber !== null &&
  textMentionsAirport(b.pickupLocation) &&
  (b.status === "pending" || b.status === "confirmed");

/** "BA 213 · Expected, lands 4:42 PM ET" */
export function flightLine(b: AdminBooking): string | null {
  if (!b.flightNumber) return null;
  const status = b.flightStatus === "manual" ? "landing entered by dispatch" : b.flightStatus;
  const lands = b.flightLandingAt ? `lands ${formatServiceClock(b.flightLandingAt)}` : null;
  return [b.flightNumber, [status, lands].filter(Boolean).join(", ")].filter(Boolean).join(" · ");
}

/**
 * The dispatcher enters when the flight lands (the airline's app, the airport's board): the pickup
 * follows, keeping the customer's margin after the landing, and the customer and chauffeur are told.
 */
export function FlightLandingDialog({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const initial = serviceDateTime(booking.flightLandingAt ?? booking.pickupAt);
  const dialog = useDialogForm(
    FlightLandingInput,
    initial,
    (input) => enterFlightLanding(booking.id, input),
    onDone,
  );
  return (
    <FormDialog
      dialog={dialog}
      title={`When does ${booking.flightNumber} land?`}
      trigger={<Button variant="outline">Enter landing time</Button>}
      submitLabel="Move pickup"
      size="md"
      onOpen={() => dialog.form.reset(initial)}
    >
      <Text fontSize="sm">
        Boston time. The pickup ({formatServiceClock(booking.pickupAt)}) moves with the landing, keeping the
        customer's margin after it; the customer and the chauffeur are told.
      </Text>
      <TextField name="date" label="Landing date" type="date" required />
      <TextField name="time" label="Landing time" type="time" required />
    </FormDialog>
  );
}
