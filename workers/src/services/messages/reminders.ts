import {
  type CarParts,
  describeCar,
  formatServiceTime,
  isChauffeurNamed,
  serviceLabel,
  waitingPolicyText,
} from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { email } from "./compose";
import { facts, type Letterhead, text } from "./letter";

/** The two reminders: a day ahead and on the day, each to the customer and to the chauffeur. */
export type ReminderKind = "24h" | "2h";
const IN_WORDS: Record<ReminderKind, string> = { "24h": "tomorrow's ride", "2h": "ride in 2 hours" };

/** A booking as the reminders need it, with its chauffeur when one is assigned. */
export interface RemindedBooking {
  id: string;
  reference: string;
  pickupAt: number;
  pickupLocation: string;
  destination: string;
  serviceType: string;
  vehicleType: string;
  hours: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  flightNumber: string | null;
  passengerCount: number;
  status: string;
  assignmentStatus: string;
  driver: { firstName: string; email: string; car: CarParts | null } | null;
}

const when = (b: RemindedBooking) => formatServiceTime(b.pickupAt, { year: true });

export function customerReminder(kind: ReminderKind, b: RemindedBooking, head: Letterhead): OutboxInput {
  // Named as everywhere else the customer looks (the contract's rule), once a chauffeur holds the ride.
  const car = describeCar(b.driver?.car);
  const chauffeur =
    b.driver && isChauffeurNamed(b.assignmentStatus)
      ? `Your chauffeur is ${b.driver.firstName}${car ? `, in a ${car}` : ""}.`
      : "We will tell you your chauffeur's name as soon as one is assigned.";
  const trip =
    b.serviceType === "hourly"
      ? `from ${b.pickupLocation}, for ${b.hours ?? ""} hours`
      : `from ${b.pickupLocation} to ${b.destination}`;
  return email(head, {
    recipient: b.email,
    template: `reminder-${kind}`,
    subject:
      kind === "24h"
        ? `Reminder: your ride ${b.reference} on ${formatServiceTime(b.pickupAt)}`
        : `Your ride ${b.reference} is in 2 hours`,
    bookingId: b.id,
    blocks: [
      `Dear ${b.firstName},`,
      `a reminder of your ride ${b.reference} ${trip}, on ${when(b)}.`,
      chauffeur,
      waitingPolicyText(b, head.BOOKING_POLICY.freeWaitingMinutes),
      "To change or cancel it, use Manage Your Booking on our site with your reference and e-mail.",
    ].map(text),
  });
}

export function driverReminder(kind: ReminderKind, b: RemindedBooking, head: Letterhead): OutboxInput | null {
  if (!b.driver) return null;
  const answer =
    b.assignmentStatus === "assigned"
      ? "You have not answered this ride yet: please accept or reject it."
      : "";
  const pickup = { label: "Pickup", value: b.pickupLocation };
  const party = [
    {
      label: "Passenger",
      value: `${b.firstName} ${b.lastName}, ${b.phone} (${b.passengerCount} in the party)`,
    },
    ...(b.flightNumber ? [{ label: "Flight", value: b.flightNumber }] : []),
  ];
  return email(head, {
    recipient: b.driver.email,
    template: `driver-reminder-${kind}`,
    subject: `${kind === "24h" ? "Tomorrow" : "In 2 hours"}: ride ${b.reference} at ${formatServiceTime(b.pickupAt)}`,
    bookingId: b.id,
    blocks: [
      text(`Hello ${b.driver.firstName},`),
      text(`your ${IN_WORDS[kind]} ${b.reference} on ${when(b)}:`),
      // An hourly ride names its hours between the pickup and the passenger, where a ride names its destination.
      ...(b.serviceType === "hourly"
        ? [facts([pickup]), text(serviceLabel(b.serviceType, b.hours)), facts(party)]
        : [facts([pickup, { label: "Destination", value: b.destination }, ...party])]),
      ...(answer ? [text(answer)] : []),
    ],
  });
}
