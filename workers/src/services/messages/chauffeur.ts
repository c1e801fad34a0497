import { formatServiceTime } from "@chauffeur/contract";
import type { OutboxInput } from "../core/outbox";
import { email } from "./compose";
import { type Letterhead, text } from "./letter";

/** What a chauffeur is told about a ride: which one, when, where from and to. */
interface RideForDriver {
  id: string;
  reference: string;
  pickupAt: number;
  pickupLocation: string;
  destination: string;
}

interface Chauffeur {
  firstName: string;
  email: string;
}

const when = (b: RideForDriver) => formatServiceTime(b.pickupAt, { year: true });

function driverMessage(
  head: Letterhead,
  template: string,
  driver: Chauffeur,
  b: RideForDriver,
  subject: string,
  lines: string[],
): OutboxInput {
  return email(head, {
    recipient: driver.email,
    template,
    subject,
    bookingId: b.id,
    blocks: [`Hello ${driver.firstName},`, ...lines].map(text),
  });
}

/** A ride given to the chauffeur by dispatch: to accept or reject in the driver app. */
export const rideOfferedMessage = (
  b: RideForDriver,
  driver: Chauffeur,
  head: Letterhead,
  /** Assigned over a clash with another of the chauffeur's rides: which, and the dispatcher's reason. */
  clash?: { reference: string; reason: string },
) =>
  driverMessage(
    head,
    "ride-offered",
    driver,
    b,
    `New ride ${b.reference} on ${formatServiceTime(b.pickupAt)}`,
    [
      `dispatch has given you ride ${b.reference} on ${when(b)}, from ${b.pickupLocation} to ${b.destination}.`,
      ...(clash
        ? [
            `It overlaps your ride ${clash.reference} (with the turnaround between rides); dispatch assigned it anyway: ${clash.reason}`,
          ]
        : []),
      "Please accept or reject it in your driver dashboard.",
    ],
  );

/** A ride dispatch took from the chauffeur and gave to another. */
export const rideReassignedMessage = (b: RideForDriver, driver: Chauffeur, head: Letterhead) =>
  driverMessage(head, "ride-reassigned", driver, b, `Ride ${b.reference} is no longer yours`, [
    `dispatch has given ride ${b.reference} on ${when(b)} to another chauffeur; you are free at that time.`,
  ]);

/** A ride of the chauffeur's that was cancelled (by the customer or by dispatch). */
export const rideCancelledMessage = (b: RideForDriver, driver: Chauffeur, head: Letterhead) =>
  driverMessage(head, "ride-cancelled", driver, b, `Ride ${b.reference} is cancelled`, [
    `ride ${b.reference} on ${when(b)}, from ${b.pickupLocation} to ${b.destination}, is cancelled; you are free at that time.`,
  ]);

/** A ride of the chauffeur's that dispatch or the customer changed: each change, before and after. */
export const rideChangedMessage = (
  b: RideForDriver,
  driver: Chauffeur,
  changes: string[],
  head: Letterhead,
) =>
  driverMessage(head, "ride-changed", driver, b, `Ride ${b.reference} has changed`, [
    `ride ${b.reference} has changed; it is now on ${when(b)}, from ${b.pickupLocation} to ${b.destination}.`,
    ...changes,
  ]);

/** A ride the customer moved to a time the chauffeur cannot make: dispatch gives it to another. */
export const rideMovedAwayMessage = (
  b: RideForDriver,
  driver: Chauffeur,
  was: { pickupAt: number; clash: string },
  head: Letterhead,
) =>
  driverMessage(head, "ride-moved-away", driver, b, `Ride ${b.reference} is no longer yours`, [
    `the customer moved ride ${b.reference} from ${formatServiceTime(was.pickupAt, { year: true })} to ${when(b)}, when you have ride ${was.clash}; dispatch will give it to another chauffeur.`,
    `You are free at ${formatServiceTime(was.pickupAt)}.`,
  ]);
