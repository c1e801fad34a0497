import { type CalendarRide, rideCalendarFile } from "@chauffeur/contract";
import { base64Of, type OutboxAttachment } from "../core/outbox";
import type { Letterhead } from "./letter";

/** The domain of the events' ids: the site's host, as the booking's own "Add to calendar" uses. */
const calendarDomain = (head: Letterhead) =>
  head.SITE_URL ? new URL(head.SITE_URL).hostname : (head.SITE_EMAIL.split("@")[1] ?? "localhost");

const base64 = (text: string) => base64Of(new TextEncoder().encode(text));

/** A ride of a booking as its calendar event: the pickup, where, and the tracking link. */
export interface RideEvent {
  reference: string;
  pickupAt: number;
  /** How long to block in the calendar: the hours of an hourly ride, else one. */
  hours: number | null;
  pickupLocation: string;
  /** Where it goes (null for an hourly ride). */
  destination: string | null;
  trackingLink: string | null;
  /** Set on a revision of the ride (a moved pickup): its calendar event replaces the earlier one. */
  revisedAt?: number;
}

function calendarRide(r: RideEvent, domain: string, returnRide: boolean): CalendarRide {
  return {
    reference: r.reference,
    start: r.pickupAt,
    minutes: (r.hours ?? 1) * 60,
    title: `Chauffeur pickup${returnRide ? ", return ride" : ""} (${r.reference})`,
    location: r.pickupLocation,
    description: [
      `Booking ${r.reference}`,
      ...(r.destination ? [`To ${r.destination}`] : []),
      ...(r.trackingLink ? [`Follow your ride: ${r.trackingLink}`] : []),
    ].join("\n"),
    url: r.trackingLink && /^https?:/.test(r.trackingLink) ? r.trackingLink : undefined,
    domain,
    // Seconds since the epoch only rise, as SEQUENCE must from one revision to the next.
    sequence: r.revisedAt ? Math.floor(r.revisedAt / 1000) : undefined,
  };
}

/**
 * The booking's calendar file, `<reference>.ics`, to open in any calendar: an event per ride (a round
 * trip has two). A later file of the same ride, with the same event id, moves the event.
 */
export function rideCalendarAttachment(
  head: Letterhead,
  ride: RideEvent,
  returnRide: RideEvent | null,
  now: number,
): OutboxAttachment {
  const domain = calendarDomain(head);
  const file = rideCalendarFile(
    calendarRide(ride, domain, false),
    returnRide ? [calendarRide(returnRide, domain, true)] : [],
    now,
  );
  return {
    filename: `${ride.reference}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: base64(file),
  };
}
