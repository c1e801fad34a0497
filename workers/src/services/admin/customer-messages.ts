import { type AdminBooking, formatServiceTime, waitingPolicyText } from "@chauffeur/contract";
import type { OutboxInput } from "./guarded";

const when = (b: AdminBooking) => formatServiceTime(b.pickupAt, { year: true });

/** What the customer is told when the dispatcher confirms the booking. */
export function approvedMessage(b: AdminBooking): OutboxInput {
  return {
    recipient: b.customerInfo.email,
    template: "booking-approved",
    subject: `Your booking ${b.reference} is confirmed`,
    body: [
      `Dear ${b.customerInfo.firstName},`,
      `your booking ${b.reference} from ${b.pickupLocation} to ${b.destination} on ${when(b)} is confirmed.`,
      waitingPolicyText(b),
      "We will tell you your chauffeur's name before the ride.",
    ].join("\n"),
    bookingId: b.id,
  };
}

/** What the customer is told when a chauffeur is assigned (or changed). */
export function driverAssignedMessage(b: AdminBooking, driverFirstName: string): OutboxInput {
  return {
    recipient: b.customerInfo.email,
    template: "driver-assigned",
    subject: `Your chauffeur for ${b.reference}`,
    body: [
      `Dear ${b.customerInfo.firstName},`,
      `${driverFirstName} will be your chauffeur for booking ${b.reference} on ${when(b)}.`,
    ].join("\n"),
    bookingId: b.id,
  };
}
