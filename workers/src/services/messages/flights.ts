import { formatServiceClock, formatServiceTime } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { rideCalendarAttachment } from "./calendar";
import { email } from "./compose";
import { type Letterhead, text } from "./letter";
import { smsCopy } from "./sms";

/** An airport pickup as the messages about its flight name it, with the chauffeur holding it. */
export interface FlightPickup {
  id: string;
  reference: string;
  pickupAt: number;
  pickupLocation: string;
  destination: string;
  serviceType: string;
  hours: number | null;
  flightNumber: string;
  firstName: string;
  email: string;
  phone: string;
  driver: { firstName: string; email: string } | null;
}

const when = (at: number) => formatServiceTime(at, { year: true });

/**
 * A pickup moved to `to` because its flight now lands at `landingAt`: the customer (by e-mail, with the
 * ride's calendar file moved, and by text), the chauffeur holding the ride, and dispatch (the site's
 * e-mail) are told.
 */
export function pickupMovedMessages(
  b: FlightPickup,
  move: { to: number; landingAt: number; trackingLink: string; now: number },
  head: Letterhead,
): OutboxInput[] {
  const { to, landingAt } = move;
  const lands = `Flight ${b.flightNumber} is now expected to land at ${formatServiceClock(landingAt)}`;
  const hourly = b.serviceType === "hourly";
  const customer = email(head, {
    recipient: b.email,
    template: "pickup-moved",
    subject: `Your pickup ${b.reference} moves to ${formatServiceClock(to)}`,
    bookingId: b.id,
    blocks: [
      text(`Dear ${b.firstName},`),
      text(
        `${lands}, so your chauffeur${b.driver ? `, ${b.driver.firstName},` : ""} will meet you at ${when(to)} (it was ${formatServiceClock(b.pickupAt)}).`,
      ),
      text("Nothing else changes: your booking, price and waiting time stay as they were."),
    ],
    attachments: [
      rideCalendarAttachment(
        head,
        {
          reference: b.reference,
          pickupAt: to,
          hours: hourly ? b.hours : null,
          pickupLocation: b.pickupLocation,
          destination: hourly ? null : b.destination,
          trackingLink: move.trackingLink,
          revisedAt: move.now,
        },
        null,
        move.now,
      ),
    ],
  });
  const driver: OutboxInput[] = b.driver
    ? [
        email(head, {
          recipient: b.driver.email,
          template: "driver-pickup-moved",
          subject: `Ride ${b.reference}: pickup now ${formatServiceClock(to)}`,
          bookingId: b.id,
          blocks: [
            text(`Hello ${b.driver.firstName},`),
            text(
              `${lands}. The pickup of ride ${b.reference} at ${b.pickupLocation} moves from ${formatServiceClock(b.pickupAt)} to ${when(to)}.`,
            ),
          ],
        }),
      ]
    : [];
  const dispatch = email(head, {
    recipient: head.SITE_EMAIL,
    template: "dispatch-pickup-moved",
    subject: `Pickup moved: ${b.reference} now ${formatServiceClock(to)}`,
    bookingId: b.id,
    blocks: [
      text(
        `${lands}. Booking ${b.reference} (${b.pickupLocation}) moves from ${when(b.pickupAt)} to ${when(to)}${b.driver ? `; ${b.driver.firstName} was told` : "; no driver assigned yet"}.`,
      ),
    ],
  });
  return [customer, ...smsCopy(customer, b.phone), ...driver, dispatch];
}

/** Dispatch is asked to look at a flight the job could not follow (not found, cancelled, diverted, elsewhere). */
export function flightCheckMessage(b: FlightPickup, problem: string, head: Letterhead): OutboxInput {
  return email(head, {
    recipient: head.SITE_EMAIL,
    template: "dispatch-flight-check",
    subject: `Check flight ${b.flightNumber} for ${b.reference}`,
    bookingId: b.id,
    blocks: [
      text(
        `Booking ${b.reference}, pickup ${when(b.pickupAt)} at ${b.pickupLocation}: ${problem}. Please check with the customer and move or cancel the pickup.`,
      ),
    ],
  });
}
