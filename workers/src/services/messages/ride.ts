import {
  type AdminBooking,
  type CarParts,
  describeCar,
  formatServiceClock,
  formatServiceTime,
  GRATUITY_CHANGE_HOURS,
  waitingPolicyText,
} from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { email } from "./compose";
import { action, type Letterhead, text } from "./letter";

const when = (b: AdminBooking) => formatServiceTime(b.pickupAt, { year: true });

/** The chauffeur as the customer is told of them: their first name and, once known, their car. */
export interface ChauffeurNotice {
  firstName: string;
  car: CarParts | null;
}

/** A driver's row as the customer is told of them. */
export const chauffeurNotice = (d: {
  firstName: string;
  carMake: string | null;
  carModel: string | null;
  carColour: string | null;
  carPlate: string | null;
}): ChauffeurNotice => ({
  firstName: d.firstName,
  car: { make: d.carMake, model: d.carModel, colour: d.carColour, plate: d.carPlate },
});

const inCar = (c: ChauffeurNotice) => {
  const car = describeCar(c.car);
  return car ? ` in a ${car}` : "";
};
/** The tracking link every ride message ends with: `Follow your ride: <link>`, the line text messages keep. */
const follow = (link: string) => action("Follow your ride", link, "Follow your ride");

/** What the customer is told when a chauffeur is assigned (or changed), with the ride's tracking link. */
export function driverAssignedMessage(
  b: AdminBooking,
  chauffeur: ChauffeurNotice,
  link: string,
  head: Letterhead,
): OutboxInput {
  return email(head, {
    recipient: b.customerInfo.email,
    template: "driver-assigned",
    subject: `Your chauffeur for ${b.reference}`,
    bookingId: b.id,
    blocks: [
      text(`Dear ${b.customerInfo.firstName},`),
      text(
        `${chauffeur.firstName} will be your chauffeur${inCar(chauffeur)} for booking ${b.reference} on ${when(b)}.`,
      ),
      follow(link),
    ],
  });
}

/** The ride's steps the customer is told of as they happen, each with the tracking link. */
export type NoticedStage = "en_route" | "arrived" | "completed";

/**
 * What the customer is told when their chauffeur sets off, arrives, or ends the ride; the end carries the
 * private link to rate the ride and change the gratuity (`rateLink`).
 */
export function rideStageMessage(
  b: AdminBooking,
  stage: NoticedStage,
  chauffeur: ChauffeurNotice,
  link: string,
  now: number,
  head: Letterhead,
  rateLink: string | null = null,
): OutboxInput {
  const name = chauffeur.firstName;
  const texts: Record<NoticedStage, { subject: string; lines: string[] }> = {
    en_route: {
      subject: `${name} is on the way: ${b.reference}`,
      lines: [
        `${name} is on the way to ${b.pickupLocation}${inCar(chauffeur)} for your pickup at ${formatServiceClock(b.pickupAt)}.`,
        "You can see the car on the map until it arrives.",
      ],
    },
    arrived: {
      subject: `${name} has arrived: ${b.reference}`,
      lines: [
        `${name} has arrived at ${b.pickupLocation} (${formatServiceClock(now)})${inCar(chauffeur)}.`,
        waitingPolicyText(b, head.BOOKING_POLICY.freeWaitingMinutes),
      ],
    },
    completed: {
      subject: `Your ride ${b.reference} is complete`,
      lines: [
        `Your ride ${b.reference} with ${name} is complete. We send the receipt once the fare is settled.`,
      ],
    },
  };
  const { subject, lines } = texts[stage];
  return email(head, {
    recipient: b.customerInfo.email,
    template: `ride-${stage.replace("_", "-")}`,
    subject,
    bookingId: b.id,
    blocks: [
      text(`Dear ${b.customerInfo.firstName},`),
      ...lines.map(text),
      ...(stage === "completed" && rateLink
        ? [
            action(
              `How was your ride? Rate it, and raise or lower the gratuity for ${name} within ${GRATUITY_CHANGE_HOURS} hours`,
              rateLink,
              "Rate your ride",
            ),
          ]
        : []),
      follow(link),
    ],
  });
}
