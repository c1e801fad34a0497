import { describe, expect, it } from "vitest";
import {
  bookingAdvice,
  cancellationPolicyText,
  DEFAULT_BOOKING_POLICY,
  minutesInWords,
} from "./booking-policy";
import { cancellationTerms } from "./cancellation";
import { checkPickupTime, pickupTimeMessage } from "./service-time";
import { slotChoices } from "./time-slots";
import { waitingClock, waitingPolicyText } from "./waiting";

const MIN = 60_000;

describe("the operator's booking policy as data", () => {
  it("states durations in words", () => {
    expect([60, 120, 90, 1, 1440, 0].map(minutesInWords)).toEqual([
      "1 hour",
      "2 hours",
      "90 minutes",
      "1 minute",
      "1 day",
      "0 minutes",
    ]);
  });

  it("checks the lead time it is given, and words the refusal by the short-notice choice", () => {
    const now = new Date("2027-06-01T14:00:00Z"); // 10:00 in Boston
    expect(checkPickupTime("2027-06-01", "13:00", now)).toBeNull();
    const fourHours = { ...DEFAULT_BOOKING_POLICY, leadTimeMinutes: 240 };
    expect(checkPickupTime("2027-06-01", "13:00", now, fourHours)).toBe("too-soon");
    expect(slotChoices("2027-06-01", now, fourHours).find((s) => s.value === "13:00")?.disabled).toBe(true);
    expect(pickupTimeMessage("too-soon", fourHours)).toBe("Pickups must be booked at least 4 hours ahead");
    expect(pickupTimeMessage("too-soon", { ...fourHours, shortNotice: "quote" })).toMatch(
      /^Pickups less than 4 hours ahead are arranged by our dispatcher: send a quote request/,
    );
  });

  it("says the same lead time and grace in the FAQ's and terms' words", () => {
    const p = { ...DEFAULT_BOOKING_POLICY, leadTimeMinutes: 90, cancellationGraceMinutes: 30 };
    expect(bookingAdvice(p)).toContain("up to 90 minutes before pickup");
    expect(bookingAdvice({ ...p, shortNotice: "quote" })).toContain("send a quote request");
    expect(cancellationPolicyText(p)).toMatch(/within 30 minutes of booking, whatever the time to pickup\.$/);
  });

  it("charges waiting beyond the free minutes it is given", () => {
    const ride = { serviceType: "one-way", vehicleType: "sedan", pickupLocation: "Back Bay", pickupAt: 0 };
    expect(waitingClock(ride, 0, 20 * MIN)?.chargeableMinutes).toBe(5);
    expect(waitingClock(ride, 0, 20 * MIN, { airport: 60, other: 25 })?.chargeCents).toBe(0);
    expect(waitingPolicyText(ride, { airport: 45, other: 25 })).toMatch(
      /^Your chauffeur waits up to 25 minutes/,
    );
    expect(waitingPolicyText(undefined, { airport: 45, other: 25 })).toMatch(
      /45 minutes .* at airports, and 25/,
    );
  });

  it("cancels free while awaiting confirmation and within the grace, then by tier", () => {
    const now = new Date("2027-06-01T12:00:00Z");
    const soon = now.getTime() + 6 * 3_600_000;
    const made = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MIN).toISOString();
    const booking = { assignmentStatus: "unassigned", pickupAt: soon, estimatedPrice: 100 };
    expect(cancellationTerms({ ...booking, status: "pending", createdAt: made(600) }, now)).toMatchObject({
      refundPercent: 100,
      fee: 0,
      tier: "Free: your booking awaits our confirmation",
    });
    const confirmed = { ...booking, status: "confirmed" };
    expect(cancellationTerms({ ...confirmed, createdAt: made(10) }, now)).toMatchObject({
      refundPercent: 100,
      tier: "Free within 15 minutes of booking",
    });
    expect(cancellationTerms({ ...confirmed, createdAt: made(20) }, now).refundPercent).toBe(0);
    expect(cancellationTerms({ ...confirmed, createdAt: made(20) }, now, 30).refundPercent).toBe(100);
    expect(cancellationTerms({ ...confirmed, createdAt: made(10) }, now, 0)).toMatchObject({ fee: 100 });
  });
});
