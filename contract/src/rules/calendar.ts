/**
 * An iCalendar file (RFC 5545) of one ride, for "Add to calendar" and the e-mails that carry it: one event
 * at the pickup time in UTC, with the place, the reference and the tracking link, and a reminder an hour
 * before. Its UID is the reference's, so a later file of the same ride (a moved pickup) updates the event.
 */
export interface CalendarRide {
  reference: string;
  /** Epoch milliseconds of the pickup. */
  start: number;
  minutes: number;
  title: string;
  location: string;
  description: string;
  url?: string;
  /** The organiser's domain, for the event's unique id. */
  domain: string;
  /** Raised by each revision of the ride (RFC 5545 SEQUENCE): calendars then replace the event they hold. */
  sequence?: number;
}

/** 20261125T143000Z */
const utc = (at: number) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
const text = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded: a CRLF and one space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function eventLines(ride: CalendarRide, now: number): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${ride.reference.toLowerCase()}@${ride.domain}`,
    `DTSTAMP:${utc(now)}`,
    ...(ride.sequence ? [`SEQUENCE:${ride.sequence}`] : []),
    `DTSTART:${utc(ride.start)}`,
    `DTEND:${utc(ride.start + ride.minutes * 60_000)}`,
    `SUMMARY:${text(ride.title)}`,
    `LOCATION:${text(ride.location)}`,
    `DESCRIPTION:${text(ride.description)}`,
    ...(ride.url ? [`URL:${ride.url}`] : []),
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT1H",
    `DESCRIPTION:${text(ride.title)}`,
    "END:VALARM",
    "END:VEVENT",
  ];
}

/** One calendar file for a booking: an event per ride (a round trip has two), each with its alarm. */
export function rideCalendarFile(ride: CalendarRide, more: CalendarRide[] = [], now = Date.now()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${ride.domain}//Booking ${ride.reference}//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...[ride, ...more].flatMap((r) => eventLines(r, now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
