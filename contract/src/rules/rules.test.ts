import { describe, expect, it } from "vitest";
import { textMentionsAirport, tripTouchesAirport } from "./airport";
import { cancellationFee, cancellationRefund } from "./cancellation";
import { fitsVehicle, requiresSuv, vehiclesThatFit } from "./capacity";
import { countOf, formatServiceClock, formatServiceDay } from "./format";
import { greatCircleMiles, roadMiles } from "./geo-distance";
import { localDistanceEstimate } from "./local-distance";
import {
  hourlyVehiclePrice,
  joinLegs,
  legPrices,
  MAX_STOPS,
  oneWayVehiclePrice,
  otherRideReference,
  quotePrice,
  STOP_CHARGE,
} from "./pricing";
import { tokenizeSandboxCard } from "./sandbox-cards";
import { checkPickupTime, isRepeatedServiceTime, serviceInstant } from "./service-time";
import { describeCar, normalizeVehicleType, serviceLabel, vehicleName } from "./vehicles";

describe("pricing", () => {
  it("charges the base rate up to and including 15 miles", () => {
    expect(oneWayVehiclePrice("sedan", 15)).toBe(150);
    expect(oneWayVehiclePrice("suv", 15)).toBe(180);
    expect(oneWayVehiclePrice("sedan", 0)).toBe(150);
  });
  it("adds 3 per mile over 15 up to 50", () => {
    expect(oneWayVehiclePrice("sedan", 15.1)).toBeCloseTo(150.3);
    expect(oneWayVehiclePrice("sedan", 50)).toBe(255);
    expect(quotePrice({ serviceType: "one-way", vehicleType: "sedan", distanceMiles: 15.1 }).vehicle).toBe(
      150,
    );
  });
  it("adds 105 plus 2 per mile over 50", () => {
    expect(oneWayVehiclePrice("sedan", 50.1)).toBeCloseTo(255.2);
    expect(oneWayVehiclePrice("suv", 60)).toBe(305);
  });
  it("charges hourly with a 3 hour minimum", () => {
    expect(hourlyVehiclePrice("sedan", 1)).toBe(270);
    expect(hourlyVehiclePrice("sedan", 3)).toBe(270);
    expect(hourlyVehiclePrice("suv", 5)).toBe(550);
  });
  it("adds child seats and the service fee, rounding to whole dollars", () => {
    expect(
      quotePrice({ serviceType: "one-way", vehicleType: "sedan", distanceMiles: 20.3, childSeats: 2 }),
    ).toEqual({
      vehicle: 166,
      stops: 0,
      returnTrip: 0,
      childSeats: 90,
      serviceFee: 15,
      gratuity: 0,
      total: 271,
    });
    expect(quotePrice({ serviceType: "hourly", vehicleType: "suv", hours: 2, childSeats: 4 }).total).toBe(
      330 + 180 + 15,
    );
  });

  it("charges each stop and the miles through them, at most 3 stops", () => {
    const via = quotePrice({ serviceType: "one-way", vehicleType: "sedan", distanceMiles: 20, stops: 2 });
    expect(via).toMatchObject({ vehicle: 165, stops: 2 * STOP_CHARGE, total: 165 + 50 + 15 });
    expect(
      quotePrice({ serviceType: "one-way", vehicleType: "sedan", distanceMiles: 20, stops: 9 }).stops,
    ).toBe(MAX_STOPS * STOP_CHARGE);
  });

  it("prices a round trip's return ride by its own miles, seats on both rides, one service fee, and splits it back", () => {
    const trip = quotePrice({
      serviceType: "one-way",
      vehicleType: "suv",
      distanceMiles: 30,
      stops: 1,
      returnMiles: 25,
      childSeats: 1,
    });
    expect(trip).toEqual({
      vehicle: 180 + 45,
      stops: 25,
      returnTrip: 180 + 30,
      childSeats: 90,
      serviceFee: 15,
      gratuity: 0,
      total: 225 + 25 + 210 + 90 + 15,
    });
    const legs = legPrices(trip);
    expect(legs.outbound).toEqual({
      vehicle: 225,
      stops: 25,
      returnTrip: 0,
      childSeats: 45,
      serviceFee: 15,
      gratuity: 0,
      total: 310,
    });
    expect(legs.return).toEqual({
      vehicle: 210,
      stops: 0,
      returnTrip: 0,
      childSeats: 45,
      serviceFee: 0,
      gratuity: 0,
      total: 255,
    });
    expect((legs.return?.total ?? 0) + legs.outbound.total).toBe(trip.total);
    expect(joinLegs(legs.outbound, legs.return)).toEqual(trip);
    expect(
      legPrices(quotePrice({ serviceType: "one-way", vehicleType: "suv", distanceMiles: 30 })).return,
    ).toBeNull();
  });

  it("names a round trip's other ride by the shared reference", () => {
    expect(otherRideReference("BC-7K4Q9M", "outbound")).toBe("BC-7K4Q9M-R");
    expect(otherRideReference("BC-7K4Q9M-R", "return")).toBe("BC-7K4Q9M");
    expect(otherRideReference("BC-7K4Q9M", null)).toBeNull();
  });
});

describe("capacity", () => {
  it("fits two in a sedan and six in an SUV, counting child seats", () => {
    expect(fitsVehicle("sedan", { passengers: 2, luggage: 2 })).toBe(true);
    expect(fitsVehicle("sedan", { passengers: 2, luggage: 0, childSeats: 1 })).toBe(false);
    expect(vehiclesThatFit({ passengers: 1, luggage: 3 })).toEqual(["suv"]);
    expect(vehiclesThatFit({ passengers: 6, luggage: 0, childSeats: 1 })).toEqual([]);
    expect(requiresSuv({ passengers: 3, luggage: 0 })).toBe(true);
    expect(requiresSuv({ passengers: 1, luggage: 1 })).toBe(false);
  });
});

describe("airport detection", () => {
  it("finds airport words and standalone codes", () => {
    for (const text of ["Logan Airport", "JFK", "Terminal B", "newark", "to BOS please", "LaGuardia"]) {
      expect(textMentionsAirport(text), text).toBe(true);
    }
  });
  it("does not mistake words that contain a code", () => {
    expect(textMentionsAirport("12 Bosnia Street")).toBe(false);
    expect(textMentionsAirport("Miami Beach")).toBe(false);
    expect(textMentionsAirport("Quincy, MA")).toBe(false);
  });
  it("trusts a suggestion marked as an airport", () => {
    expect(tripTouchesAirport({ text: "Quincy, MA" }, { text: "Hanscom Field", airport: true })).toBe(true);
  });
});

describe("service time", () => {
  it("reads wall-clock time in New York across daylight saving", () => {
    expect(serviceInstant("2025-01-15", "09:00")?.toISOString()).toBe("2025-01-15T14:00:00.000Z");
    expect(serviceInstant("2025-07-15", "09:00")?.toISOString()).toBe("2025-07-15T13:00:00.000Z");
    expect(serviceInstant("2025-11-02", "12:00")?.toISOString()).toBe("2025-11-02T17:00:00.000Z");
    expect(serviceInstant("2025-02-30", "09:00")).toBeNull();
    expect(serviceInstant("2025-02-01", "24:00")).toBeNull();
  });
  it("refuses the past and less than two hours ahead", () => {
    const now = new Date("2025-07-15T13:00:00Z"); // 09:00 in New York
    expect(checkPickupTime("2025-07-15", "08:30", now)).toBe("past");
    expect(checkPickupTime("2025-07-15", "10:30", now)).toBe("too-soon");
    expect(checkPickupTime("2025-07-15", "11:00", now)).toBeNull();
  });
  it("refuses the times the clocks skip in March (2:00-2:59 AM), before and after them are fine", () => {
    expect(serviceInstant("2027-03-14", "02:00")).toBeNull();
    expect(serviceInstant("2027-03-14", "02:30")).toBeNull();
    expect(serviceInstant("2027-03-14", "01:30")?.toISOString()).toBe("2027-03-14T06:30:00.000Z");
    expect(serviceInstant("2027-03-14", "03:00")?.toISOString()).toBe("2027-03-14T07:00:00.000Z");
    const now = new Date("2027-01-01T00:00:00Z");
    expect(checkPickupTime("2027-03-14", "02:30", now)).toBe("nonexistent");
    expect(checkPickupTime("2027-03-14", "03:00", now)).toBeNull();
  });
  it("reads a time in the repeated hour of November as the first one, in daylight time (EDT)", () => {
    expect(serviceInstant("2027-11-07", "01:30")?.toISOString()).toBe("2027-11-07T05:30:00.000Z");
    expect(isRepeatedServiceTime("2027-11-07", "01:30")).toBe(true);
    expect(isRepeatedServiceTime("2027-11-07", "02:00")).toBe(false);
    expect(serviceInstant("2027-11-07", "02:00")?.toISOString()).toBe("2027-11-07T07:00:00.000Z");
    expect(serviceInstant("2027-11-07", "00:30")?.toISOString()).toBe("2027-11-07T04:30:00.000Z");
  });
  it("refuses pickups beyond the horizon: a year by default, or the days given", () => {
    const now = new Date("2027-01-01T12:00:00Z");
    expect(checkPickupTime("2027-12-31", "12:00", now)).toBeNull();
    expect(checkPickupTime("2028-01-02", "12:00", now)).toBe("too-far");
    expect(checkPickupTime("3000-01-01", "12:00", now)).toBe("too-far");
    expect(checkPickupTime("9999-12-31", "23:30", now)).toBe("too-far");
    const month = { leadTimeMinutes: 120, bookingHorizonDays: 30 };
    expect(checkPickupTime("2027-03-01", "12:00", now, month)).toBe("too-far");
    expect(checkPickupTime("0000-01-01", "12:00", now)).toBe("invalid");
  });
});

describe("cancellation", () => {
  it("refunds by tier", () => {
    const pickup = new Date("2025-07-15T12:00:00Z");
    const hoursBefore = (h: number) => new Date(pickup.getTime() - h * 3_600_000);
    expect(cancellationRefund(pickup, hoursBefore(24))).toBe(100);
    expect(cancellationRefund(pickup, hoursBefore(23.9))).toBe(50);
    expect(cancellationRefund(pickup, hoursBefore(12))).toBe(50);
    expect(cancellationRefund(pickup, hoursBefore(11.9))).toBe(0);
  });
  it("charges the fare's unrefunded share, to the cent", () => {
    expect(cancellationFee(165, 100)).toBe(0);
    expect(cancellationFee(165, 50)).toBe(82.5);
    expect(cancellationFee(199.99, 50)).toBe(100);
    expect(cancellationFee(165, 0)).toBe(165);
  });
});

describe("vehicles and sandbox cards", () => {
  it("accepts the booking flow's vehicle names", () => {
    expect(normalizeVehicleType("luxury-suv")).toBe("suv");
    expect(normalizeVehicleType("executive-sedan")).toBe("sedan");
    expect(normalizeVehicleType("van")).toBeNull();
  });
  it("tokenizes the four test cards and refuses others", () => {
    expect(tokenizeSandboxCard("4242 4242 4242 4242")).toMatchObject({
      ok: true,
      token: "tok_sandbox_visa",
      cardLast4: "4242",
    });
    expect(tokenizeSandboxCard("5555-5555-5555-4444")).toMatchObject({ token: "tok_sandbox_mastercard" });
    expect(tokenizeSandboxCard("4000000000000002")).toMatchObject({ token: "tok_sandbox_chargeDeclined" });
    expect(tokenizeSandboxCard("4000 0000 0000 9995")).toMatchObject({
      token: "tok_sandbox_insufficientFunds",
    });
    expect(tokenizeSandboxCard("4111 1111 1111 1111").ok).toBe(false);
  });
});

describe("distance", () => {
  it("measures Boston to New York at about 190 straight miles, times the road factor", () => {
    const boston = { lat: 42.3601, lng: -71.0589 };
    const nyc = { lat: 40.7128, lng: -74.006 };
    expect(greatCircleMiles(boston, nyc)).toBeGreaterThan(185);
    expect(greatCircleMiles(boston, nyc)).toBeLessThan(195);
    expect(roadMiles(boston, nyc)).toBeCloseTo(greatCircleMiles(boston, nyc) * 1.25, 0);
    expect(roadMiles(boston, boston)).toBe(0);
  });
  it("falls back to SPEC's local estimate", () => {
    expect(localDistanceEstimate("Logan Airport", "Quincy")).toBe(12);
    expect(localDistanceEstimate("Logan Airport", "Back Bay")).toBe(8);
    expect(localDistanceEstimate("Boston", "Quincy")).toBe(12);
    expect(localDistanceEstimate("Cambridge", "Somerville")).toBe(5);
    expect(localDistanceEstimate("Newton", "Waltham")).toBe(8);
  });
});

describe("words for a booking's vehicle and service", () => {
  it("names the vehicle type as the catalog does, and the service as people say it", () => {
    expect(vehicleName("sedan")).toBe("Executive Sedan");
    expect(vehicleName("suv")).toBe("Luxury SUV");
    expect(vehicleName("limousine")).toBe("limousine");
    expect(serviceLabel("one-way")).toBe("One way");
    expect(serviceLabel("hourly", 4)).toBe("Hourly, 4 hours");
    expect(serviceLabel("hourly", null)).toBe("Hourly");
    expect(serviceLabel("hourly", 1)).toBe("Hourly, 1 hour");
    expect(countOf(2, "bag")).toBe("2 bags");
    expect(countOf(1, "passenger")).toBe("1 passenger");
    expect(formatServiceClock(Date.parse("2026-12-01T15:15:00Z"))).toBe("10:15 AM ET");
    expect(formatServiceDay(Date.parse("2026-12-01T04:30:00Z"))).toBe("Mon, Nov 30");
  });

  it("describes a chauffeur's car by what is known of it", () => {
    const car = { make: "Cadillac", model: "Escalade", colour: "Black", plate: "4ABC 123" };
    expect(describeCar(car)).toBe("black Cadillac Escalade, plate 4ABC 123");
    expect(describeCar({ ...car, colour: null, plate: null })).toBe("Cadillac Escalade");
    expect(describeCar({ make: null, model: null, colour: null, plate: "7XY" })).toBe("plate 7XY");
    expect(describeCar({ make: null, model: null, colour: null, plate: null })).toBeNull();
    expect(describeCar(null)).toBeNull();
  });
});
