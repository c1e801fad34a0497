import { describe, expect, it } from "vitest";
import { airportCodeIn, normalizeFlightNumber, pickupAfterLanding, pickupFollowingFlight } from "./flights";
import { serviceDateTime } from "./service-time";

describe("flight designators", () => {
  it("takes IATA and ICAO airline codes, written any way, and keeps them as 'XX 123'", () => {
    expect(normalizeFlightNumber("DL 123")).toBe("DL 123");
    expect(normalizeFlightNumber("dl123")).toBe("DL 123");
    expect(normalizeFlightNumber("B6-1419")).toBe("B6 1419");
    expect(normalizeFlightNumber("9W 7")).toBe("9W 7");
    expect(normalizeFlightNumber("baw 213")).toBe("BAW 213");
    expect(normalizeFlightNumber("AAL1234")).toBe("AAL 1234");
    expect(normalizeFlightNumber("UA 901D")).toBe("UA 901D");
  });

  it("refuses what is not a flight", () => {
    for (const bad of ["", "123", "12 345", "DL", "DL 12345", "Delta 123", "D 1", "DL 12 3 4 5"]) {
      expect(normalizeFlightNumber(bad), bad).toBeNull();
    }
  });
});

describe("a pickup that follows its flight", () => {
  it("meets the passenger the buffer after landing, on a five-minute mark", () => {
    const landing = Date.parse("2026-12-01T20:42:00Z");
    expect(new Date(pickupAfterLanding(landing, 30)).toISOString()).toBe("2026-12-01T21:15:00.000Z");
    expect(new Date(pickupAfterLanding(Date.parse("2026-12-01T20:45:00Z"), 30)).toISOString()).toBe(
      "2026-12-01T21:15:00.000Z",
    );
    expect(serviceDateTime(Date.parse("2026-12-01T21:15:00Z"))).toEqual({
      date: "2026-12-01",
      time: "16:15",
    });
  });

  it("keeps the margin the customer chose after the landing, never less than the buffer", () => {
    const at = (hhmm: string) => Date.parse(`2026-12-01T${hhmm}:00Z`);
    // Booked an hour after a 20:00 landing; the flight is 42 minutes late: the pickup moves 45 (5-minute mark).
    expect(pickupFollowingFlight(at("21:00"), at("20:00"), at("20:42"), 30)).toBe(at("21:45"));
    // Twenty minutes early: the hour's margin is kept.
    expect(pickupFollowingFlight(at("21:00"), at("20:00"), at("19:40"), 30)).toBe(at("20:40"));
    // Booked right at the landing: the buffer is the least.
    expect(pickupFollowingFlight(at("20:00"), at("20:00"), at("20:10"), 30)).toBe(at("20:40"));
  });

  it("reads the airport a pickup names", () => {
    expect(airportCodeIn("Boston Logan International Airport (BOS), Boston, MA")).toBe("BOS");
    expect(airportCodeIn("Quincy, MA")).toBeNull();
  });
});
