import { formatServiceTime, formatUsd, type ParsedCreateBooking } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { email } from "./compose";
import { action, type Letterhead, text } from "./letter";

/** The customer's sign-in link (docs/decisions/026): it works once, for 15 minutes. */
export function signInLinkMessage(recipient: string, link: string, head: Letterhead): OutboxInput {
  return email(head, {
    recipient,
    template: "account-sign-in",
    subject: `Your sign-in link for ${head.SITE_NAME}`,
    bookingId: null,
    blocks: [
      text("Hello,"),
      action(`here is your link to sign in to your ${head.SITE_NAME} account`, link, "Sign in"),
      text(
        "It works once, for 15 minutes. Your account shows every ride booked with this email address, your saved passengers, places and card, and your receipts.",
      ),
      text("If you did not ask for it, ignore this email: nobody can sign in without opening the link."),
    ],
  });
}

/** A ride booked from an account, as its messages tell it. */
export interface AccountRide {
  id: string;
  reference: string;
  trackingLink: string;
  input: ParsedCreateBooking;
  pickupAt: number;
  breakdown: { total: number };
  returnRide: { reference: string; pickupAt: number } | null;
  booker: { email: string };
  /** The company billed on account; null when a card pays. */
  company: { name: string; costCentre: string | null; po: string | null } | null;
}

function trip(input: ParsedCreateBooking): string {
  if (input.serviceType === "hourly") return `${input.hours} hours from ${input.pickupLocation}`;
  const via = input.stops.length > 0 ? `, stopping at ${input.stops.join(", then ")},` : "";
  return `${input.pickupLocation}${via} to ${input.destination}`;
}

const when = (at: number) => formatServiceTime(at, { year: true });
const passengerName = (input: ParsedCreateBooking) =>
  `${input.customerInfo.firstName} ${input.customerInfo.lastName}`;

/**
 * The passenger of a ride a booker made on a company's account: when and where, who booked it, how to
 * follow it. No price: the company pays.
 */
export function bookedForYouMessage(b: AccountRide, head: Letterhead): OutboxInput {
  const back = b.returnRide
    ? [text(`Your return ride is on ${when(b.returnRide.pickupAt)} (reference ${b.returnRide.reference}).`)]
    : [];
  return email(head, {
    recipient: b.input.customerInfo.email,
    template: "booking-booked-for-you",
    subject: `A chauffeur is booked for you: ${b.reference}`,
    bookingId: b.id,
    blocks: [
      text(`Dear ${b.input.customerInfo.firstName},`),
      text(
        `${b.booker.email} booked a chauffeured ride for you${b.company ? ` on ${b.company.name}'s account` : ""}: ${trip(b.input)}, on ${when(b.pickupAt)} (reference ${b.reference}).`,
      ),
      ...back,
      action(
        "Nothing is for you to pay. We tell you your chauffeur's name and car before the ride; on the day, follow your chauffeur here",
        b.trackingLink,
        "Follow your ride",
      ),
      text("Questions or changes: call us, quoting your reference."),
    ],
  });
}

/** The booker of a ride for someone else, or on a company's account: what was booked and who pays. */
export function bookerConfirmationMessage(b: AccountRide, head: Letterhead): OutboxInput {
  const forSomeone = b.booker.email !== b.input.customerInfo.email;
  const billing = b.company
    ? [
        `Billed to ${b.company.name} on account, on its monthly invoice (no card is charged).`,
        ...(b.company.costCentre ? [`Cost centre: ${b.company.costCentre}`] : []),
        ...(b.company.po ? [`PO number: ${b.company.po}`] : []),
      ]
    : ["Paid with your card, as with every booking: checked now, charged after the ride."];
  return email(head, {
    recipient: b.booker.email,
    template: "booking-booker-confirmation",
    subject: `We received your booking ${b.reference}${forSomeone ? ` for ${passengerName(b.input)}` : ""}`,
    bookingId: b.id,
    blocks: [
      text("Hello,"),
      text(
        `we received your booking ${b.reference}: ${trip(b.input)}, on ${when(b.pickupAt)}${forSomeone ? `, for ${passengerName(b.input)} (${b.input.customerInfo.email}, ${b.input.customerInfo.phone})` : ""}.`,
      ),
      ...(b.returnRide
        ? [text(`Return ride: ${when(b.returnRide.pickupAt)} (reference ${b.returnRide.reference}).`)]
        : []),
      text(`Estimated price: ${formatUsd(b.breakdown.total)}${b.returnRide ? " for both rides" : ""}.`),
      ...billing.map(text),
      forSomeone
        ? text(`We sent ${b.input.customerInfo.firstName} the details and the tracking link.`)
        : action("Follow the ride", b.trackingLink, "Follow the ride"),
      text("The ride is in your account on our website, with its receipt once it is done."),
    ],
  });
}
