import { describe, expect, it } from "vitest";
import { localDistanceEstimate, localTripEstimate } from "./local-distance";

describe("localDistanceEstimate (SPEC.md section 9)", () => {
  it("gives 12 miles between an airport and quincy, 8 for other airport trips", () => {
    expect(localDistanceEstimate("Logan Airport", "Quincy, MA")).toBe(12);
    expect(localDistanceEstimate("Quincy", "Boston Logan International Airport")).toBe(12);
    expect(localDistanceEstimate("JFK Airport", "Manhattan")).toBe(8);
    expect(localDistanceEstimate("Logan", "Cambridge, MA")).toBe(8);
  });
  it("gives 12 miles for quincy with boston and 5 for cambridge", () => {
    expect(localDistanceEstimate("Quincy, MA", "Boston, MA")).toBe(12);
    expect(localDistanceEstimate("BOSTON", "quincy")).toBe(12);
    expect(localDistanceEstimate("Cambridge, MA", "Somerville, MA")).toBe(5);
  });
  it("gives 8 miles for anything else", () => {
    expect(localDistanceEstimate("Providence, RI", "Newport, RI")).toBe(8);
    expect(localDistanceEstimate("", "")).toBe(8);
  });
});

describe("localTripEstimate", () => {
  it("adds the legs through the stops, in order; one leg is the plain estimate", () => {
    expect(localTripEstimate(["Quincy, MA", "Logan Airport"])).toBe(
      localDistanceEstimate("Quincy, MA", "Logan Airport"),
    );
    expect(localTripEstimate(["Quincy, MA", "Boston, MA", "Cambridge, MA"])).toBe(12 + 5);
    expect(localTripEstimate(["Boston, MA"])).toBe(0);
  });
});
