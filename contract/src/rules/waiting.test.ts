import { describe, expect, it } from "vitest";
import { enRouteOpensAt, stageNotYet } from "./ride-stages";
import { FREE_WAITING_MINUTES, waitingClock, waitingLineDescription, waitingPolicyText } from "./waiting";

const MIN = 60_000;
const pickupAt = Date.parse("2026-12-01T15:00:00Z"); // 10:00 AM in Boston
const city = { serviceType: "one-way", vehicleType: "sedan", pickupLocation: "Cambridge, MA", pickupAt };
const logan = { ...city, pickupLocation: "Boston Logan International Airport (BOS), Boston, MA" };

describe("free waiting time", () => {
  it("is 15 minutes in town and 60 at an airport, counted from the pickup time", () => {
    // Arrived 10 minutes early; the passenger got in 14 minutes after the pickup time: nothing to pay.
    const early = waitingClock(city, pickupAt - 10 * MIN, pickupAt + 14 * MIN);
    expect(early).toMatchObject({
      startedAt: pickupAt,
      waitedMinutes: 14,
      chargeableMinutes: 0,
      chargeCents: 0,
    });
    expect(early?.freeUntil).toBe(pickupAt + FREE_WAITING_MINUTES.other * MIN);
    expect(waitingClock(logan, pickupAt, pickupAt + 59 * MIN)?.chargeCents).toBe(0);
  });

  it("charges each whole minute beyond it at the vehicle's rate", () => {
    const sedan = waitingClock(city, pickupAt, pickupAt + 38 * MIN + 30_000);
    expect(sedan).toMatchObject({ waitedMinutes: 38, chargeableMinutes: 23, chargeCents: 3450 });
    if (!sedan) throw new Error("a one-way ride has a waiting clock");
    expect(waitingLineDescription(sedan)).toBe("Waiting time (23 min beyond 15 free)");
    const suv = waitingClock({ ...logan, vehicleType: "suv" }, pickupAt, pickupAt + 70 * MIN);
    expect(suv).toMatchObject({ chargeableMinutes: 10, chargeCents: 1850 });
  });

  it("starts at the chauffeur's arrival when they arrive late, and never for hourly rides", () => {
    const late = waitingClock(city, pickupAt + 20 * MIN, pickupAt + 40 * MIN);
    expect(late).toMatchObject({ startedAt: pickupAt + 20 * MIN, waitedMinutes: 20, chargeableMinutes: 5 });
    expect(waitingClock({ ...city, serviceType: "hourly" }, pickupAt, pickupAt + 300 * MIN)).toBeNull();
  });

  it("is stated for a ride as for the terms", () => {
    expect(waitingPolicyText(logan)).toBe(
      "Your chauffeur waits up to 60 minutes after the pickup time free of charge at the airport; longer waiting is $1.50 a minute.",
    );
    expect(waitingPolicyText({ ...city, vehicleType: undefined })).toBe(
      "Your chauffeur waits up to 15 minutes after the pickup time free of charge; longer waiting is $1.50 a minute in a sedan, $1.85 a minute in an SUV.",
    );
    expect(waitingPolicyText({ ...city, serviceType: "hourly" })).toBe(
      "Waiting is included in your booked hours.",
    );
    expect(waitingPolicyText()).toMatch(
      /60 minutes after the pickup time free of charge at airports, and 15 minutes elsewhere.*\$1\.85 a minute in an SUV/,
    );
  });
});

describe("setting off", () => {
  it("opens 3 hours before the pickup, and says when", () => {
    expect(enRouteOpensAt(pickupAt)).toBe(pickupAt - 180 * MIN);
    expect(stageNotYet("en_route", pickupAt, pickupAt - 181 * MIN)).toBe(
      '"On my way" opens 3 hours before pickup, at Tue, Dec 1, 7:00 AM ET',
    );
    expect(stageNotYet("en_route", pickupAt, pickupAt - 180 * MIN)).toBeNull();
    expect(stageNotYet("arrived", pickupAt, pickupAt - 2 * 24 * 60 * MIN)).toBeNull();
  });
});
