import { env } from "cloudflare:test";
import { QuoteResponse } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
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
      date: "2030-01-01",
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
      date: "2030-01-02",
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

  it("falls back to SPEC's local estimate when a place is unknown", async () => {
    const body = await quote({
      pickupLocation: "12 Unknown Lane",
      destination: "Cambridge Somewhere",
      vehicleType: "sedan",
    });
    expect(body.distance).toBe(5);
    expect(body.basePrice).toBe(150);
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
