import { describe, expect, it } from "vitest";
import { foldLine, rideCalendarFile } from "./calendar";

const ride = {
  reference: "BC-7K4Q9M",
  start: Date.parse("2026-12-01T19:30:00Z"),
  minutes: 60,
  title: "Chauffeur pickup, BC-7K4Q9M",
  location: "Boston Logan International Airport (BOS), Boston, MA",
  description: "Executive Sedan; 2 passengers.\nFlight BA 213.",
  url: "https://beaconchauffeur.com/track/abc.def",
  domain: "beaconchauffeur.com",
};

describe("the ride's calendar file", () => {
  it("is one event in UTC with escaped text, CRLF lines and an alarm an hour before", () => {
    const file = rideCalendarFile(ride, [], Date.parse("2026-11-25T12:00:00Z"));
    expect(file.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(file.split("\r\n").every((l) => !l.includes("\n"))).toBe(true);
    const unfolded = file.replace(/\r\n /g, "");
    expect(unfolded).toContain("UID:bc-7k4q9m@beaconchauffeur.com");
    expect(unfolded).toContain("DTSTAMP:20261125T120000Z");
    expect(unfolded).toContain("DTSTART:20261201T193000Z");
    expect(unfolded).toContain("DTEND:20261201T203000Z");
    expect(unfolded).toContain("LOCATION:Boston Logan International Airport (BOS)\\, Boston\\, MA");
    expect(unfolded).toContain("DESCRIPTION:Executive Sedan\\; 2 passengers.\\nFlight BA 213.");
    expect(unfolded).toContain("URL:https://beaconchauffeur.com/track/abc.def");
    expect(unfolded).toContain("TRIGGER:-PT1H");
  });

  it("holds both rides of a round trip, each its own event", () => {
    const back = { ...ride, reference: "BC-7K4Q9M-R", start: Date.parse("2026-12-03T22:00:00Z") };
    const file = rideCalendarFile(ride, [back]);
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(file).toContain("UID:bc-7k4q9m-r@beaconchauffeur.com");
    expect(file).toContain("DTSTART:20261203T220000Z");
    expect(file.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
  });

  it("names a revision of the ride with a SEQUENCE, so calendars move the event they hold", () => {
    expect(rideCalendarFile(ride)).not.toContain("SEQUENCE");
    expect(rideCalendarFile({ ...ride, sequence: 1_764_600_000 })).toContain("\r\nSEQUENCE:1764600000\r\n");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const long = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldLine(long);
    const octets = (s: string) => new TextEncoder().encode(s).length;
    for (const line of folded.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });
});
