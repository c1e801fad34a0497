import { describe, expect, it } from "vitest";
import { normalizeFlightNumber } from "./flights";

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
