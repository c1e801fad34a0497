import { describe, expect, it } from "vitest";
import { createAeroDataBoxFake, type FakeFlight } from "../../tests/fakes/aerodatabox/fake";
import type { FlightStatusProvider } from "../src/services/flights";
import { aeroDataBoxProvider } from "../src/services/flights/aerodatabox";
import { checkFlight } from "../src/services/flights/check";
import { serviceDate } from "./booking-fixture";
import { postJson, randomIp } from "./helpers";

const KEY = "test-key";
const BASE = "https://aerodatabox.example.test";
const iso = (ms: number) => new Date(ms).toISOString();
const flight = (
  number: string,
  to: string,
  landing: number,
  extra: Partial<FakeFlight> = {},
): FakeFlight => ({
  number,
  from: "LHR",
  to,
  scheduledDeparture: iso(landing - 7 * 3_600_000),
  scheduledArrival: iso(landing),
  ...extra,
});

// 2034-05-10 20:00 UTC is 4:00 PM in Boston.
const LANDING = Date.UTC(2034, 4, 10, 20, 0);
const flights = [
  flight("BA 213", "BOS", LANDING, { revisedArrival: iso(LANDING + 25 * 60_000) }),
  flight("BA 117", "JFK", LANDING),
  flight("VS 11", "BOS", LANDING + 24 * 3_600_000),
];

/** A context with this flight service (or none), a few weeks before the flights' day. */
const at = (flights: FlightStatusProvider | null) => ({
  now: new Date(Date.UTC(2034, 3, 20, 12)),
  config: { BOOKING_HORIZON_DAYS: 365 },
  flights,
});

describe("checking a customer's flight at booking", () => {
  const provider = aeroDataBoxProvider(BASE, KEY, createAeroDataBoxFake(KEY, flights).fetch);
  const check = (flightNumber: string, date: string, airport = "BOS") =>
    checkFlight({ ctx: at(provider), input: { flightNumber, date, airport, client: randomIp() } });

  it("confirms a flight landing at the pickup's airport that day, with its expected time", async () => {
    expect(await check("BA 213", "2034-05-10")).toEqual({
      result: "as-booked",
      message:
        "BA 213 is due at BOS at 4:25 PM ET on Wed, May 10. Your chauffeur follows it and waits if it is late.",
      landing: { airport: "BOS", at: iso(LANDING + 25 * 60_000) },
    });
  });

  it("flags a flight that lands at another airport, or on the day before or after", async () => {
    expect(await check("BA 117", "2034-05-10")).toMatchObject({
      result: "other-airport",
      message:
        "BA 117 lands at JFK on Wed, May 10, not at BOS. Please check the flight number or the pickup.",
    });
    expect(await check("VS 11", "2034-05-10")).toMatchObject({
      result: "other-day",
      message: "VS 11 lands at BOS on Thu, May 11, not on Wed, May 10. Please check the pickup date.",
    });
    expect(await check("DL 9", "2034-05-10")).toEqual({
      result: "not-found",
      message: "We could not find DL 9 landing on Wed, May 10. Please check the flight number.",
      landing: null,
    });
  });

  it("says nothing without a flight service, when it fails, or past a client's allowance", async () => {
    expect(
      await checkFlight({
        ctx: at(null),
        input: { flightNumber: "BA 213", date: "2034-05-10", airport: "BOS", client: "a" },
      }),
    ).toMatchObject({
      result: "unchecked",
      message: null,
    });
    // (Another day than the tests above: their answers are kept for ten minutes.)
    const failing = aeroDataBoxProvider(BASE, "wrong key", createAeroDataBoxFake(KEY, flights).fetch);
    expect(
      (
        await checkFlight({
          ctx: at(failing),
          input: { flightNumber: "BA 213", date: "2034-05-12", airport: "BOS", client: "b" },
        })
      ).result,
    ).toBe("unchecked");
    const fake = createAeroDataBoxFake(KEY, flights);
    const counted = aeroDataBoxProvider(BASE, KEY, fake.fetch);
    const results = [];
    for (let i = 0; i < 21; i += 1) {
      results.push(
        (
          await checkFlight({
            ctx: at(counted),
            input: { flightNumber: "BA 213", date: "2034-05-11", airport: "BOS", client: "c" },
          })
        ).result,
      );
    }
    expect(results.at(-1)).toBe("unchecked");
    // The answer for a flight and day is kept: retyping costs the flight service nothing.
    expect(fake.requests.length).toBeLessThanOrEqual(3);
  });

  it("refuses a day the calendar does not have, or one no pickup could be booked for", async () => {
    for (const date of ["1970-01-01", "2034-04-19", "2035-04-21", "9999-12-31"]) {
      await expect(
        checkFlight({
          ctx: at(provider),
          input: { flightNumber: "BA 213", date, airport: "BOS", client: "d" },
        }),
        date,
      ).rejects.toMatchObject({ status: 400 });
    }
    expect((await check("BA 213", "2034-04-20")).result).toBe("not-found");
    for (const [date, detail] of [
      ["2027-02-30", /date.*Must be a date like 2026-12-01/],
      [serviceDate(-1), /^date: Please choose today or a later date$/],
      [serviceDate(400), /^date: Pickups can be booked at most 365 days ahead$/],
      ["9999-12-31", /^date: Pickups can be booked at most 365 days ahead$/],
    ] as const) {
      const res = await postJson("/api/flights/check", { flightNumber: "BA 213", date, airport: "BOS" });
      expect(res.status, date).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toMatch(detail);
    }
  });

  it("is POST /api/flights/check, which refuses a malformed flight, date or airport", async () => {
    const res = await postJson("/api/flights/check", {
      flightNumber: "ba213",
      date: serviceDate(30),
      airport: "BOS",
    });
    expect(res.status).toBe(200);
    // The test Worker has no flight service: the page says nothing.
    expect(await res.json()).toEqual({ result: "unchecked", message: null, landing: null });
    const bad = await postJson("/api/flights/check", {
      flightNumber: "123",
      date: "2034-05-10",
      airport: "BOS",
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toMatch(/flightNumber.*DL 123/);
    expect(
      (await postJson("/api/flights/check", { flightNumber: "BA 213", date: "10/05/2034", airport: "BOS" }))
        .status,
    ).toBe(400);
    expect(
      (await postJson("/api/flights/check", { flightNumber: "BA 213", date: "2034-05-10", airport: "bos" }))
        .status,
    ).toBe(400);
  });
});
