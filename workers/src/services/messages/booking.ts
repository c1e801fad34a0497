import {
  type AdminBooking,
  type CancellationTerms,
  formatCents,
  formatServiceTime,
  formatUsd,
  type ParsedBookingTrip,
  waitingPolicyText,
} from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { type RideEvent, rideCalendarAttachment } from "./calendar";
import { email } from "./compose";
import { action, type Letterhead, text } from "./letter";

/** A new booking as its confirmation tells it (both rides of a round trip). */
export interface ReceivedBooking {
  id: string;
  reference: string;
  /** The booking's private tracking link. */
  trackingLink: string;
  input: ParsedBookingTrip;
  pickupAt: number;
  breakdown: { total: number; gratuity: number };
  payment: { amountCents: number; card: { last4: string }; holdDays: number };
  returnRide: { reference: string; trackingLink: string; pickupAt: number } | null;
}

function tripWords(input: ParsedBookingTrip): string {
  if (input.serviceType === "hourly") return `${input.hours} hours from ${input.pickupLocation}`;
  const via = input.stops.length > 0 ? `, stopping at ${input.stops.join(", then ")},` : "";
  return `${input.pickupLocation}${via} to ${input.destination}`;
}

/**
 * What the customer is told when the booking is stored: the trip, the card check, what happens next, the
 * tracking link; with the booking's calendar file (both rides of a round trip).
 */
export function bookingReceivedMessage(b: ReceivedBooking, head: Letterhead, now: number): OutboxInput {
  const { input } = b;
  const back = b.returnRide;
  const ride = {
    reference: b.reference,
    pickupAt: b.pickupAt,
    hours: input.serviceType === "hourly" ? (input.hours ?? null) : null,
    pickupLocation: input.pickupLocation,
    destination: input.serviceType === "hourly" ? null : input.destination,
    trackingLink: b.trackingLink,
  };
  const returnRide = back
    ? {
        reference: back.reference,
        pickupAt: back.pickupAt,
        hours: null,
        pickupLocation: input.destination,
        destination: input.pickupLocation,
        trackingLink: back.trackingLink,
      }
    : null;
  return email(head, {
    recipient: input.customerInfo.email,
    template: "booking-received",
    subject: `We received your booking ${b.reference}`,
    bookingId: b.id,
    blocks: [
      text(`Dear ${input.customerInfo.firstName},`),
      text(
        `we received your booking ${b.reference}: ${tripWords(input)}, on ${formatServiceTime(b.pickupAt, { year: true })}.`,
      ),
      ...(back
        ? [
            text(
              `Your return ride, ${input.destination} to ${input.pickupLocation}, is on ${formatServiceTime(back.pickupAt, { year: true })} (reference ${back.reference}).`,
            ),
          ]
        : []),
      text(
        `Estimated price: ${formatUsd(b.breakdown.total)}${back ? " for both rides" : ""}${b.breakdown.gratuity > 0 ? `, including a ${formatUsd(b.breakdown.gratuity, { cents: true })} gratuity for your chauffeur (you can change it for 48 hours after the ride)` : ""}. We checked your card ending ${b.payment.card.last4} with a ${formatCents(b.payment.amountCents)} authorization (released later) and saved it for ${back ? "these rides" : "this ride"}, as you agreed.`,
      ),
      text("Our team reviews your booking and contacts you within 2 hours."),
      text(
        `${b.payment.holdDays} days before pickup (or when we confirm a closer ride) we place a hold for the fare${b.breakdown.gratuity > 0 ? " and the gratuity" : ""}${back ? " of each ride" : ""}; we charge it, with any extras, after the ride. If your bank declines the hold, we send you a payment link.`,
      ),
      text(
        `To see or cancel it, open Manage Booking on our website with ${b.reference} and this email address.`,
      ),
      action(
        "Follow your ride (your chauffeur and car once assigned, and where they are on the day)",
        b.trackingLink,
        "Follow your ride",
      ),
      ...(back ? [action("Follow your return ride", back.trackingLink, "Follow your return ride")] : []),
    ],
    attachments: [rideCalendarAttachment(head, ride, returnRide, now)],
  });
}

/**
 * A caller's booking made by the dispatcher: confirmed, and the private payment link where the customer
 * adds the card (the card check, or the fare hold when the ride is near); with the ride's calendar file.
 */
export function bookedByPhoneMessage(
  b: Omit<ReceivedBooking, "payment" | "returnRide"> & { fareCents: number },
  payLink: string,
  head: Letterhead,
  now: number,
): OutboxInput {
  const { input } = b;
  return email(head, {
    recipient: input.customerInfo.email,
    template: "booking-by-phone",
    subject: `Your booking ${b.reference}: please add your card`,
    bookingId: b.id,
    blocks: [
      text(`Dear ${input.customerInfo.firstName},`),
      text(
        `thank you for your call. Your booking ${b.reference} is confirmed: ${tripWords(input)}, on ${formatServiceTime(b.pickupAt, { year: true })}. The fare is ${formatCents(b.fareCents)}.`,
      ),
      action(
        "Please add the card for this ride with this private link; we check it and hold the fare only before the ride, and charge it after the ride",
        payLink,
        "Add your card",
      ),
      text(
        `To see, change or cancel it, open Manage Booking on our website with ${b.reference} and this email address.`,
      ),
      action("Follow your ride", b.trackingLink, "Follow your ride"),
    ],
    attachments: [
      rideCalendarAttachment(
        head,
        {
          reference: b.reference,
          pickupAt: b.pickupAt,
          hours: input.serviceType === "hourly" ? (input.hours ?? null) : null,
          pickupLocation: input.pickupLocation,
          destination: input.serviceType === "hourly" ? null : input.destination,
          trackingLink: b.trackingLink,
        },
        null,
        now,
      ),
    ],
  });
}

/**
 * The customer's booking changed (by dispatch or by them): each change, before and after, and the fare;
 * when the pickup's time or place moved, the ride's calendar file again, which moves the event.
 */
export function bookingChangedMessage(
  b: { id: string; reference: string; email: string; firstName: string; pickupAt: number },
  changes: string[],
  fare: { beforeCents: number; afterCents: number; feeCents?: number },
  head: Letterhead,
  /** The customer's own change moved the ride off their chauffeur's day: dispatch assigns another. */
  reassigned = false,
  /** The ride as it now stands in a calendar (set when its time or places changed), and when. */
  calendar: { ride: RideEvent; now: number } | null = null,
): OutboxInput {
  const fee = fare.feeCents ?? 0;
  return email(head, {
    recipient: b.email,
    template: "booking-changed",
    subject: `Your booking ${b.reference} has changed`,
    bookingId: b.id,
    blocks: [
      text(`Dear ${b.firstName},`),
      text(
        `your booking ${b.reference} has changed; it is now on ${formatServiceTime(b.pickupAt, { year: true })}.`,
      ),
      ...changes.map((c) => text(c)),
      text(
        fare.afterCents === fare.beforeCents
          ? `The fare stays ${formatCents(fare.afterCents)}.`
          : `The fare is now ${formatCents(fare.afterCents)} (it was ${formatCents(fare.beforeCents)}).`,
      ),
      ...(fee > 0
        ? [
            text(
              `A change fee of ${formatCents(fee)} applies: the fare went down inside a cancellation fee tier.`,
            ),
          ]
        : []),
      ...(reassigned
        ? [
            text(
              "Your chauffeur has another ride at the new time, so our dispatch team will assign another chauffeur and let you know who.",
            ),
          ]
        : []),
      text(
        `To see, change or cancel it, open Manage Booking on our website with ${b.reference} and this email address.`,
      ),
    ],
    attachments: calendar
      ? [rideCalendarAttachment(head, { ...calendar.ride, revisedAt: calendar.now }, null, calendar.now)]
      : [],
  });
}

/** What the customer is told when the dispatcher confirms the booking, with the ride's calendar file. */
export function approvedMessage(
  b: AdminBooking,
  head: Letterhead,
  ride: { trackingLink: string; now: number },
): OutboxInput {
  const hourly = b.serviceType === "hourly";
  return email(head, {
    recipient: b.customerInfo.email,
    template: "booking-approved",
    subject: `Your booking ${b.reference} is confirmed`,
    bookingId: b.id,
    blocks: [
      text(`Dear ${b.customerInfo.firstName},`),
      text(
        `your booking ${b.reference} from ${b.pickupLocation} to ${b.destination} on ${formatServiceTime(b.pickupAt, { year: true })} is confirmed.`,
      ),
      text(waitingPolicyText(b, head.BOOKING_POLICY.freeWaitingMinutes)),
      text("We will tell you your chauffeur's name before the ride."),
    ],
    attachments: [
      rideCalendarAttachment(
        head,
        {
          reference: b.reference,
          pickupAt: b.pickupAt,
          hours: hourly ? b.hours : null,
          pickupLocation: b.pickupLocation,
          destination: hourly ? null : b.destination,
          trackingLink: ride.trackingLink,
        },
        null,
        ride.now,
      ),
    ],
  });
}

interface CancelledBooking {
  id: string;
  reference: string;
  email: string;
  firstName: string;
  pickupAt: number;
  cardLast4: string | null;
}

/** What the customer is told after a cancellation (theirs, or the dispatcher's): which booking, and what it cost. */
export function cancelledMessage(
  b: CancelledBooking,
  terms: Pick<CancellationTerms, "fee" | "refundPercent">,
  askedByCustomer: boolean,
  head: Letterhead,
): OutboxInput {
  const card = b.cardLast4 ? `your card ending ${b.cardLast4}` : "your card";
  const cost =
    terms.fee > 0
      ? `Under our cancellation policy ${terms.refundPercent}% of the fare is waived: a cancellation fee of ${formatUsd(terms.fee, { cents: true })} is charged to ${card} (taken from the hold on it, if there is one; the rest of the hold is released). A receipt follows.`
      : `No cancellation fee applies: nothing is charged, and any hold on ${card} is released.`;
  return email(head, {
    recipient: b.email,
    template: "booking-cancelled",
    subject: `Your booking ${b.reference} is cancelled`,
    bookingId: b.id,
    blocks: [
      text(`Dear ${b.firstName},`),
      text(
        `your booking ${b.reference} on ${formatServiceTime(b.pickupAt, { year: true })} is cancelled${askedByCustomer ? ", as you asked" : ""}.`,
      ),
      text(cost),
    ],
  });
}

/** What Manage Booking says once the customer's change is saved (the e-mail says the same in full). */
export function changeSavedText(
  reference: string,
  fare: { afterCents: number; feeCents: number },
  reassigned: boolean,
): string {
  return [
    `Booking ${reference} is changed; the fare is now ${formatCents(fare.afterCents)}${fare.feeCents > 0 ? ` with a change fee of ${formatCents(fare.feeCents)}` : ""}.`,
    reassigned
      ? "Your chauffeur has another ride at the new time, so our dispatch team will assign another chauffeur and let you know who."
      : "We have e-mailed you the details.",
  ].join(" ");
}
