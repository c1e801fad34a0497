import { env } from "cloudflare:test";
import { QuoteResponse, UNKNOWN_PLACE } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingBody, serviceDate } from "./booking-fixture";
import { postJson } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

async function quote(body: Record<string, unknown>) {
  const res = await postJson("/api/quote", body);
  expect(res.status).toBe(200);
  return QuoteResponse.parse(await res.json());
}

describe("POST /api/quote", () => {
  it("prices a one-way trip from the server's own distance, sedan and SUV", async () => {
    const trip = {
      serviceType: "one-way",
      pickupLocation: "Boston, MA",
      destination: "JFK",
      date: serviceDate(30),
      tripTime: "10:00",
    };
    const sedan = await quote({ ...trip, vehicleType: "sedan" });
    expect(sedan.distance).toBeGreaterThan(230);
    const miles = sedan.distance ?? 0;
    expect(sedan.basePrice).toBe(Math.round(150 + 105 + 2 * (miles - 50)));
    expect(sedan.breakdown).toEqual({
      vehicle: sedan.basePrice,
      stops: 0,
      returnTrip: 0,
      childSeats: 0,
      serviceFee: 15,
      gratuity: 0,
      total: sedan.basePrice + 15,
    });
    const suv = await quote({ ...trip, vehicleType: "luxury-suv" });
    expect(suv.vehicleType).toBe("suv");
    expect(suv.basePrice - sedan.basePrice).toBe(30);
  });

  it("charges the base rate for a short hop, and stores nothing (a price check is not a quote request)", async () => {
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM quote_requests").first<{ n: number }>())?.n;
    const before = await count();
    const body = await quote({
      pickupLocation: "Quincy, MA",
      destination: "BOS",
      vehicleType: "sedan",
      date: serviceDate(31),
      tripTime: "08:00",
    });
    expect(body.basePrice).toBe(150);
    expect(await count()).toBe(before);
  });

  it("prices hourly service by the hour with the 3 hour minimum", async () => {
    const two = await quote({
      serviceType: "hourly",
      pickupLocation: "Boston, MA",
      vehicleType: "sedan",
      hours: 2,
    });
    expect(two.basePrice).toBe(270);
    const five = await quote({
      serviceType: "hourly",
      pickupLocation: "Boston, MA",
      vehicleType: "suv",
      hours: 5,
      childSeats: 1,
    });
    expect(five.breakdown).toEqual({
      vehicle: 550,
      stops: 0,
      returnTrip: 0,
      childSeats: 45,
      serviceFee: 15,
      gratuity: 0,
      total: 610,
    });
  });

  it("never prices a place it does not know: 422 unknown_place, for a quote and a booking alike", async () => {
    for (const trip of [
      { pickupLocation: "Stowe Mountain Resort", destination: "Boston, MA" },
      { pickupLocation: "Boston, MA", destination: "12 Unknown Lane" },
      { serviceType: "hourly", pickupLocation: "Stowe Mountain Resort", hours: 3 },
    ]) {
      const res = await postJson("/api/quote", { vehicleType: "sedan", ...trip });
      expect(res.status, JSON.stringify(trip)).toBe(422);
      const body = (await res.json()) as { detail: string; code?: string };
      expect(body.code).toBe(UNKNOWN_PLACE);
      expect(body.detail).toMatch(
        /^Could not find the (pickup location|destination) ".+"\. Please choose a place from the suggestions, or our team can quote this trip for you\.$/,
      );
    }
    const booked = await postJson("/api/bookings", bookingBody({ pickupLocation: "Stowe Mountain Resort" }), {
      "idempotency-key": crypto.randomUUID(),
    });
    expect(booked.status).toBe(422);
    expect(((await booked.json()) as { code?: string }).code).toBe(UNKNOWN_PLACE);
    const stored = await env.DB.prepare("select count(*) as n from bookings where pickup_location = ?")
      .bind("Stowe Mountain Resort")
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("refuses bad input with a detail and never a 5xx", async () => {
    const bad = [
      { pickupLocation: "Boston", destination: "BOS", vehicleType: "limo" },
      { pickupLocation: "", destination: "BOS", vehicleType: "sedan" },
      { pickupLocation: "Boston", vehicleType: "sedan" },
      { serviceType: "one-way", pickupLocation: "x".repeat(201), destination: "BOS", vehicleType: "sedan" },
      { serviceType: "hourly", pickupLocation: "Boston", vehicleType: "sedan", hours: 500 },
      "{{{",
      [],
    ];
    for (const body of bad) {
      const res = await postJson("/api/quote", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toHaveProperty("detail");
    }
  });
});
