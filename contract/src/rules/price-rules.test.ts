import { describe, expect, it } from "vitest";
import { PricingRules } from "../schemas/pricing";
import { airportCodeOf } from "./airport";
import type { GratuityChoice } from "./gratuity";
import { inZone, surchargeApplies, zipOf } from "./price-conditions";
import {
  breakdownOf,
  fareOf,
  linesWithSeats,
  movedQuoteCents,
  PRICING_V1,
  pricedTrip,
  quotePrice,
  rideLinesOf,
  ridePrices,
} from "./pricing";
import { serviceInstant } from "./service-time";

/** Version 1 with Back Bay → Logan at a flat $95 (sedan) and a 20% late-night surcharge, 23:00 to 05:00. */
const RULES: PricingRules = PricingRules.parse({
  ...PRICING_V1,
  zones: [
    { id: "back-bay", name: "Back Bay", priority: 10, area: { kind: "zips", zips: ["02116", "02199"] } },
    { id: "logan", name: "Logan Airport", priority: 10, area: { kind: "airport", code: "BOS" } },
    {
      id: "downtown",
      name: "Downtown Boston",
      priority: 0,
      area: { kind: "radius", lat: 42.3555, lng: -71.0602, radiusMiles: 2 },
    },
  ],
  flatFares: [
    { id: "back-bay-logan", from: "back-bay", to: "logan", bothWays: true, fares: { sedan: 9_500 } },
    { id: "downtown-logan", from: "downtown", to: "logan", bothWays: false, fares: { sedan: 8_500 } },
  ],
  surcharges: [
    { id: "late-night", name: "Late night", when: { kind: "time", from: "23:00", to: "05:00" }, percent: 20 },
  ],
});

const backBay = { text: "Boston, MA 02116", lat: 42.3496, lng: -71.0746 };
const logan = { text: "Boston Logan International Airport (BOS), Boston, MA", lat: 42.3656, lng: -71.0096 };
const at = (date: string, time: string) => serviceInstant(date, time)?.getTime() ?? 0;

/** A sedan from Back Bay to Logan at 23:30 (inside the late-night surcharge) and back two days later at 18:00. */
const lateRoundTrip = (extra: { gratuity?: GratuityChoice } = {}) =>
  pricedTrip(
    {
      serviceType: "one-way",
      vehicleType: "sedan",
      distanceMiles: 5,
      returnMiles: 5,
      pickup: backBay,
      destination: logan,
      pickupAt: at("2026-06-10", "23:30"),
      returnAt: at("2026-06-12", "18:00"),
      ...extra,
    },
    RULES,
  );

describe("price rules as data", () => {
  it("version 1 prices exactly as the constants did", () => {
    expect(
      quotePrice({ serviceType: "one-way", vehicleType: "suv", distanceMiles: 60 }, PRICING_V1).vehicle,
    ).toBe(305);
    expect(pricedTrip({ serviceType: "hourly", vehicleType: "sedan", hours: 2 }).lines).toEqual([
      { code: "vehicle", label: "Hourly, 3 hours", amount: 270, rule: "vehicles.sedan.perHourCents" },
      { code: "service_fee", label: "Service fee", amount: 15, rule: "serviceFeeCents" },
    ]);
  });

  it("a flat zone fare wins over the mileage, both ways, and only for the classes it names", () => {
    const trip = { serviceType: "one-way", distanceMiles: 40, pickup: backBay, destination: logan } as const;
    const sedan = pricedTrip({ ...trip, vehicleType: "sedan" }, RULES);
    expect(sedan.lines[0]).toEqual({
      code: "vehicle",
      label: "Flat fare, Back Bay to Logan Airport",
      amount: 95,
      rule: "flatFares.back-bay-logan",
    });
    expect(sedan.breakdown.total).toBe(95 + 15);
    const back = pricedTrip({ ...trip, vehicleType: "sedan", pickup: logan, destination: backBay }, RULES);
    expect(back.breakdown.vehicle).toBe(95);
    const suv = pricedTrip({ ...trip, vehicleType: "suv" }, RULES);
    expect(suv.lines[0]?.rule).toBe("vehicles.suv.mileage");
    expect(suv.breakdown.vehicle).toBe(180 + 3 * 25);
    // A stop on the way is no longer the zone-to-zone ride.
    expect(pricedTrip({ ...trip, vehicleType: "sedan", stops: 1 }, RULES).lines[0]?.rule).toBe(
      "vehicles.sedan.mileage",
    );
  });

  it("the zone of higher priority wins where a place is in two", () => {
    // 02116's point is also within two miles of downtown, whose fare is cheaper but whose priority is lower.
    expect(inZone(RULES.zones[2]?.area ?? { kind: "zips", zips: [] }, backBay)).toBe(true);
    const trip = pricedTrip(
      { serviceType: "one-way", vehicleType: "sedan", distanceMiles: 4, pickup: backBay, destination: logan },
      RULES,
    );
    expect(trip.lines[0]?.rule).toBe("flatFares.back-bay-logan");
    const downtown = { text: "Boston, MA", lat: 42.3584, lng: -71.0598 };
    expect(
      pricedTrip(
        {
          serviceType: "one-way",
          vehicleType: "sedan",
          distanceMiles: 4,
          pickup: downtown,
          destination: logan,
        },
        RULES,
      ).lines[0]?.amount,
    ).toBe(85);
  });

  it("applies the late-night surcharge inside its window in New York time, daylight saving nights included", () => {
    const late = RULES.surcharges[0]?.when ?? { kind: "dates", dates: [] };
    const ride = (instant: number) => surchargeApplies(late, { pickupAt: instant, ends: [] });
    expect(ride(at("2026-06-10", "23:30"))).toBe(true);
    expect(ride(at("2026-06-10", "04:30"))).toBe(true);
    expect(ride(at("2026-06-10", "05:00"))).toBe(false);
    expect(ride(at("2026-06-10", "22:30"))).toBe(false);
    // Spring forward (2026-03-08): 09:30 UTC is 05:30 EDT, outside; a fixed UTC-5 would say 04:30, inside.
    expect(ride(Date.UTC(2026, 2, 8, 9, 30))).toBe(false);
    expect(ride(Date.UTC(2026, 2, 8, 6, 30))).toBe(true);
    // Fall back (2026-11-01): 09:30 UTC is 04:30 EST, inside; a fixed UTC-4 would say 05:30, outside.
    expect(ride(Date.UTC(2026, 10, 1, 9, 30))).toBe(true);
    expect(ride(Date.UTC(2026, 10, 1, 10, 30))).toBe(false);
    // Both 01:30s of the repeated hour are inside.
    expect(ride(Date.UTC(2026, 10, 1, 5, 30))).toBe(true);
    expect(ride(Date.UTC(2026, 10, 1, 6, 30))).toBe(true);
  });

  it("adds the surcharge as its own line, a percentage of each ride's fare, the return ride at its own time", () => {
    const trip = lateRoundTrip();
    expect(trip.lines.filter((l) => l.code === "surcharge")).toEqual([
      { code: "surcharge", label: "Late night", amount: 19, rule: "surcharges.late-night" },
    ]);
    expect(trip.breakdown).toEqual({
      vehicle: 95,
      stops: 0,
      returnTrip: 95,
      childSeats: 0,
      serviceFee: 15,
      surcharges: 19,
      gratuity: 0,
      total: 95 + 19 + 15 + 95,
    });
    const rides = rideLinesOf(trip.lines);
    expect(rides.return?.map((l) => l.amount)).toEqual([95]);
  });

  it("adds the gratuity chosen on the fare these rules make, shared by a round trip's rides by their fares", () => {
    const trip = lateRoundTrip({ gratuity: { percent: 15 } });
    // The fare is the lines' sum (flat fares, the surcharge, the fee); the gratuity is 15% of it, to the cent.
    const fare = 95 + 19 + 15 + 95;
    expect(trip.lines.map((l) => l.code)).not.toContain("gratuity");
    expect(trip.breakdown.gratuity).toBe(33.6);
    expect(trip.breakdown.total).toBe(fare + 33.6);
    expect(fareOf(trip.breakdown)).toBe(fare);
    const rides = ridePrices(trip.lines, trip.breakdown.gratuity);
    // The outbound's fare is 129 of 224: its share of the $33.60, rounded to the cent; the rest is the return's.
    expect(rides.outbound.gratuity).toBe(19.35);
    expect(rides.return?.gratuity).toBe(14.25);
    expect(rides.outbound.total + (rides.return?.total ?? 0)).toBeCloseTo(trip.breakdown.total, 9);
    // The default share the booking page offers is a rule of the set, as a whole percent.
    expect(RULES.gratuityDefaultPercent).toBe(20);
    expect(PricingRules.safeParse({ ...PRICING_V1, gratuityDefaultPercent: 60 }).success).toBe(false);
  });

  it("charges holidays, airport fees, tax, minimum fares and hourly minimums from the rules", () => {
    const rules = PricingRules.parse({
      ...PRICING_V1,
      vehicles: {
        ...PRICING_V1.vehicles,
        sedan: { ...PRICING_V1.vehicles.sedan, minimumFareCents: 20_000, minimumHours: 4 },
      },
      surcharges: [
        { id: "christmas", name: "Christmas Day", when: { kind: "dates", dates: ["12-25"] }, percent: 50 },
        {
          id: "logan-fee",
          name: "Logan airport fee",
          when: { kind: "airport", airports: ["BOS"] },
          amountCents: 500,
        },
      ],
      taxPercent: 6.25,
    });
    const trip = pricedTrip(
      {
        serviceType: "one-way",
        vehicleType: "sedan",
        distanceMiles: 8,
        pickup: { text: "Logan Terminal B" },
        destination: { text: "Quincy, MA" },
        pickupAt: at("2027-12-25", "10:00"),
      },
      rules,
    );
    expect(trip.lines.map((l) => [l.rule, l.amount])).toEqual([
      ["vehicles.sedan.minimumFareCents", 200],
      ["surcharges.christmas", 100],
      ["surcharges.logan-fee", 5],
      ["serviceFeeCents", 15],
      ["taxPercent", 20],
    ]);
    expect(quotePrice({ serviceType: "hourly", vehicleType: "sedan", hours: 3 }, rules).vehicle).toBe(360);
  });

  it("reads ZIP codes and airport codes from the place's text", () => {
    expect(zipOf("Boston, MA 02116")).toBe("02116");
    expect(zipOf("1 Main St, Quincy")).toBeNull();
    expect(airportCodeOf({ text: "New York John F Kennedy International Airport (JFK), New York, NY" })).toBe(
      "JFK",
    );
    expect(airportCodeOf({ text: "Logan Terminal C" })).toBe("BOS");
    expect(airportCodeOf({ text: "bos" })).toBe("BOS");
    expect(airportCodeOf({ text: "Boston, MA" })).toBeNull();
  });
});

describe("rule set validation", () => {
  const problems = (patch: Record<string, unknown>) => {
    const result = PricingRules.safeParse({ ...PRICING_V1, ...patch });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("accepts version 1 and refuses a negative rate", () => {
    expect(problems({})).toEqual([]);
    const sedan = { ...PRICING_V1.vehicles.sedan, perMileCents: -1 };
    expect(problems({ vehicles: { ...PRICING_V1.vehicles, sedan } })).toEqual([
      "vehicles.sedan.perMileCents: must not be negative",
    ]);
  });

  it("refuses overlapping zones of equal priority, and flat fares to zones that do not exist", () => {
    const zone = (id: string, zips: string[]) => ({
      id,
      name: id,
      priority: 5,
      area: { kind: "zips", zips },
    });
    expect(problems({ zones: [zone("a", ["02116"]), zone("b", ["02116", "02115"])] })).toEqual([
      'zones.1: overlaps the zone "a" with the same priority; give one a higher priority',
    ]);
    expect(
      problems({
        flatFares: [{ id: "x", from: "nowhere", to: "logan", bothWays: false, fares: { sedan: 100 } }],
      }),
    ).toEqual([
      'flatFares.0.from: no zone has the id "nowhere"',
      'flatFares.0.to: no zone has the id "logan"',
    ]);
  });

  it("refuses a window that never opens and an amount that is not whole dollars", () => {
    const window = (when: Record<string, unknown>) => [{ id: "w", name: "W", when, percent: 10 }];
    expect(problems({ surcharges: window({ kind: "time", from: "22:00", to: "22:00" }) })).toEqual([
      "surcharges.0.when: this window never opens: its start equals its end, or it has no days",
    ]);
    expect(
      problems({ surcharges: window({ kind: "time", from: "22:00", to: "23:00", days: [] }) }),
    ).toHaveLength(1);
    expect(problems({ serviceFeeCents: 1_550 })).toEqual([
      "serviceFeeCents: must be whole dollars (a multiple of 100 cents)",
    ]);
  });
});

describe("linesWithSeats", () => {
  it("gives the page the lines the server prices with the seats chosen later, tax and return ride included", () => {
    const rules = {
      ...PRICING_V1,
      taxPercent: 6.25,
      surcharges: [
        {
          id: "night",
          name: "Night",
          when: { kind: "time" as const, from: "22:00", to: "06:00" },
          percent: 20,
        },
      ],
    };
    const trip = {
      serviceType: "one-way" as const,
      vehicleType: "suv" as const,
      distanceMiles: 18,
      returnMiles: 18,
      pickupAt: Date.UTC(2030, 5, 6, 3),
      returnAt: Date.UTC(2030, 5, 6, 20),
    };
    const terms = { childSeatPrice: rules.childSeatCents / 100, taxPercent: rules.taxPercent };
    const quoted = pricedTrip({ ...trip, childSeats: 0 }, rules);
    for (const seats of [0, 1, 3]) {
      const booked = pricedTrip({ ...trip, childSeats: seats }, rules);
      const onPage = linesWithSeats(quoted.lines, seats, terms);
      expect(breakdownOf(onPage)).toEqual(booked.breakdown);
      expect(onPage.map((l) => [l.code, l.amount, l.leg])).toEqual(
        booked.lines.map((l) => [l.code, l.amount, l.leg]),
      );
    }
  });
});

describe("a quoted ride moved to another day (movedQuoteCents)", () => {
  const rules = PricingRules.parse({
    ...RULES,
    surcharges: [
      ...RULES.surcharges,
      { id: "xmas", name: "Christmas rate", when: { kind: "dates", dates: ["12-24", "12-25"] }, percent: 25 },
      {
        id: "weekend-night",
        name: "Weekend night",
        when: { kind: "time", from: "20:00", to: "23:00", days: [5, 6] },
        amountCents: 3_000,
      },
      {
        id: "logan-fee",
        name: "Logan fee",
        when: { kind: "airport", airports: ["BOS"] },
        amountCents: 1_000,
      },
    ],
  });
  const move = (cents: number, from: [string, string], to: [string, string]) =>
    movedQuoteCents(rules, { cents, quotedAt: at(...from), pickupAt: at(...to) });

  it("keeps the quoted price on a day the rules treat alike, the late night of every day included", () => {
    // Tuesday 10 and Wednesday 11 November 2026: no date surcharge; 23:30 is late night on both.
    expect(move(64_000, ["2026-11-10", "14:00"], ["2026-11-11", "14:00"])).toEqual({
      cents: 64_000,
      added: [],
      removed: [],
    });
    expect(move(64_000, ["2026-11-10", "23:30"], ["2026-11-11", "23:30"]).cents).toBe(64_000);
  });

  it("re-prices with the day's surcharges: a percentage of the fare, a fixed amount, and back again", () => {
    // Christmas Eve (Thursday): +25% of the quote taken as the fare.
    expect(move(64_000, ["2026-12-22", "14:00"], ["2026-12-24", "14:00"])).toEqual({
      cents: 80_000,
      added: ["Christmas rate"],
      removed: [],
    });
    // A quote for Christmas Eve moved to an ordinary day: the same rule taken off.
    expect(move(80_000, ["2026-12-24", "14:00"], ["2026-12-22", "14:00"])).toEqual({
      cents: 64_000,
      added: [],
      removed: ["Christmas rate"],
    });
    // Friday 9 PM opens the weekend night ($30); Wednesday 9 PM does not.
    expect(move(64_000, ["2026-11-11", "21:00"], ["2026-11-13", "21:00"])).toEqual({
      cents: 67_000,
      added: ["Weekend night"],
      removed: [],
    });
    // Both at once, on Christmas Eve 2027 (a Friday): the fare with 25% and $30, whole dollars.
    expect(move(64_000, ["2027-12-22", "21:00"], ["2027-12-24", "21:00"]).cents).toBe(83_000);
  });

  it("leaves the airports' fees out: where the ride goes does not change with the day", () => {
    expect(move(50_000, ["2026-11-10", "10:00"], ["2026-11-12", "10:00"]).cents).toBe(50_000);
  });
});
