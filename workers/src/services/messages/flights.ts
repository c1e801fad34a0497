import { formatServiceClock, formatServiceTime } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { smsCopy } from "./sms";

/** An airport pickup as the messages about its flight name it, with the chauffeur holding it. */
export interface FlightPickup {
  id: string;
  reference: string;
  pickupAt: number;
  pickupLocation: string;
  flightNumber: string;
  firstName: string;
  email: string;
  phone: string;
  driver: { firstName: string; email: string } | null;
}

const when = (at: number) => formatServiceTime(at, { year: true });

/**
 * A pickup moved to `to` because its flight now lands at `landingAt`: the customer (by e-mail and text),
 * the chauffeur holding the ride, and dispatch are told.
 */
export function pickupMovedMessages(
  b: FlightPickup,
  to: number,
  landingAt: number,
  dispatchEmail: string,
): OutboxInput[] {
  const lands = `Flight ${b.flightNumber} is now expected to land at ${formatServiceClock(landingAt)}`;
  const customer: OutboxInput = {
    recipient: b.email,
    template: "pickup-moved",
    subject: `Your pickup ${b.reference} moves to ${formatServiceClock(to)}`,
    body: [
      `Dear ${b.firstName},`,
      `${lands}, so your chauffeur${b.driver ? `, ${b.driver.firstName},` : ""} will meet you at ${when(to)} (it was ${formatServiceClock(b.pickupAt)}).`,
      "Nothing else changes: your booking, price and waiting time stay as they were.",
    ].join("\n"),
    bookingId: b.id,
  };
  const driver: OutboxInput[] = b.driver
    ? [
        {
          recipient: b.driver.email,
          template: "driver-pickup-moved",
          subject: `Ride ${b.reference}: pickup now ${formatServiceClock(to)}`,
          body: [
            `Hello ${b.driver.firstName},`,
            `${lands}. The pickup of ride ${b.reference} at ${b.pickupLocation} moves from ${formatServiceClock(b.pickupAt)} to ${when(to)}.`,
          ].join("\n"),
          bookingId: b.id,
        },
      ]
    : [];
  const dispatch: OutboxInput = {
    recipient: dispatchEmail,
    template: "dispatch-pickup-moved",
    subject: `Pickup moved: ${b.reference} now ${formatServiceClock(to)}`,
    body: `${lands}. Booking ${b.reference} (${b.pickupLocation}) moves from ${when(b.pickupAt)} to ${when(to)}${b.driver ? `; ${b.driver.firstName} was told` : "; no driver assigned yet"}.`,
    bookingId: b.id,
  };
  return [customer, ...smsCopy(customer, b.phone), ...driver, dispatch];
}

/** Dispatch is asked to look at a flight the job could not follow (not found, cancelled, diverted, elsewhere). */
export function flightCheckMessage(b: FlightPickup, problem: string, dispatchEmail: string): OutboxInput {
  return {
    recipient: dispatchEmail,
    template: "dispatch-flight-check",
    subject: `Check flight ${b.flightNumber} for ${b.reference}`,
    body: `Booking ${b.reference}, pickup ${when(b.pickupAt)} at ${b.pickupLocation}: ${problem}. Please check with the customer and move or cancel the pickup.`,
    bookingId: b.id,
  };
}
