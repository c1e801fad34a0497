import { describe, expect, it } from "vitest";
import { isStatementDay, lastEndedWeek, statementNumber, weekBounds, weekMonday } from "./pay-weeks";
import { payoutDue } from "./payout";
import { fareOf, joinLegs, legPrices, quotePrice } from "./pricing";
import { describeRating, isRatingFlagged, ratingAverage } from "./ratings";

describe("the gratuity in the price", () => {
  it("is a share of the fare or an amount, on top of it, never part of it", () => {
    const fare = quotePrice({
      serviceType: "one-way",
      vehicleType: "sedan",
      distanceMiles: 20.3,
      childSeats: 2,
    });
    const tipped = quotePrice({
      serviceType: "one-way",
      vehicleType: "sedan",
      distanceMiles: 20.3,
      childSeats: 2,
      gratuity: { percent: 20 },
    });
    expect(tipped.gratuity).toBe(54.2);
    expect(tipped.total).toBe(fare.total + 54.2);
    expect(fareOf(tipped)).toBe(fare.total);
    const amount = quotePrice({
      serviceType: "hourly",
      vehicleType: "suv",
      hours: 3,
      gratuity: { amountCents: 2550 },
    });
    expect(amount.gratuity).toBe(25.5);
    expect(fareOf(amount)).toBe(345);
  });

  it("is shared between a round trip's rides by their fares, to the cent, and joins back", () => {
    const trip = quotePrice({
      serviceType: "one-way",
      vehicleType: "suv",
      distanceMiles: 30,
      returnMiles: 25,
      gratuity: { percent: 15 },
    });
    const legs = legPrices(trip);
    const back = legs.return;
    if (!back) throw new Error("no return");
    expect(Math.round(legs.outbound.gratuity * 100 + back.gratuity * 100)).toBe(
      Math.round(trip.gratuity * 100),
    );
    expect(legs.outbound.gratuity).toBeCloseTo(fareOf(legs.outbound) * 0.15, 1);
    expect(joinLegs(legs.outbound, back)).toEqual(trip);
  });
});

describe("what a chauffeur is owed for a ride", () => {
  const lines = [
    { kind: "fare", code: "vehicle", amountCents: 20_000 },
    { kind: "extra", code: "waiting_time", amountCents: 3_000 },
    { kind: "extra", code: "toll", amountCents: 850 },
    { kind: "extra", code: "name_sign", amountCents: 1_500 },
    { kind: "gratuity", code: "gratuity", amountCents: 4_000 },
    { kind: "gratuity", code: "gratuity_change", amountCents: 1_000 },
  ];
  it("their share of fare and waiting, tolls in full, the whole gratuity; a sign is the operator's", () => {
    expect(
      payoutDue({ outcome: "completed", vehicleFareCents: 20_000, refundPercent: null, lines, percent: 70 }),
    ).toEqual({ fare: 14_000, waiting: 2_100, toll: 850, parking: 0, gratuity: 5_000 });
  });
  it("no gratuity for a ride that did not take place; a share of the fee for a charged cancellation", () => {
    expect(
      payoutDue({ outcome: "no_show", vehicleFareCents: 20_000, refundPercent: null, lines, percent: 70 })
        .gratuity,
    ).toBe(0);
    const cancelled = payoutDue({
      outcome: "cancelled",
      vehicleFareCents: 20_000,
      refundPercent: 50,
      lines,
      percent: 70,
    });
    expect(cancelled).toEqual({ fare: 7_000, waiting: 0, toll: 0, parking: 0, gratuity: 0 });
  });
});

describe("pay weeks and ratings", () => {
  it("a week runs Monday to Sunday in New York; statements come the Monday after", () => {
    expect(weekMonday("2026-11-29")).toBe("2026-11-23");
    expect(weekMonday("2026-11-23")).toBe("2026-11-23");
    expect(weekBounds("2026-11-23").start.toISOString()).toBe("2026-11-23T05:00:00.000Z");
    // Sunday 23:30 in New York is Monday 04:30 UTC: still the week before.
    const sundayNight = new Date("2026-11-30T04:30:00Z");
    expect(isStatementDay(sundayNight)).toBe(false);
    expect(lastEndedWeek(new Date("2026-11-30T15:00:00Z"))).toBe("2026-11-23");
    expect(statementNumber("2026-11-23", 7)).toBe("PS-2026-0007");
  });
  it("flags an average under the bar only over enough ratings", () => {
    expect(ratingAverage(14, 3)).toBe(4.67);
    expect(isRatingFlagged({ average: 4.5, count: 9 })).toBe(false);
    expect(isRatingFlagged({ average: 4.5, count: 10 })).toBe(true);
    expect(isRatingFlagged({ average: 4.6, count: 40 })).toBe(false);
    expect(describeRating({ average: 4.5, count: 10, flagged: true })).toBe("4.50 ★ (10), under the bar");
    expect(describeRating({ average: null, count: 0, flagged: false })).toBe("no ratings");
  });
});
