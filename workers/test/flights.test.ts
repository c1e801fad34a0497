import { env } from "cloudflare:test";
import { createDb, outbox } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAeroDataBoxFake, type FakeFlight } from "../../tests/fakes/aerodatabox/fake";
import { loadConfig } from "../src/env";
import type { FlightStatusProvider } from "../src/services/flights";
import { aeroDataBoxProvider } from "../src/services/flights/aerodatabox";
import { followFlights } from "../src/services/flights/follow";
import { adminApi, detailOf, HOUR, insertBooking, insertDriver } from "./factories";
import { api } from "./helpers";

const db = createDb(env.DB);
const KEY = "adb-test-key";
const BASE = "https://flights.example.test";
/** The Worker's configuration with this file's flight settings: a 30-minute buffer, dispatch's address. */
const config = () => ({
  ...loadConfig(env),
  FLIGHT_PICKUP_BUFFER_MINUTES: 30,
  SITE_EMAIL: "dispatch@example.com",
});
const follow = (flights: FlightStatusProvider, now: Date) =>
  followFlights({ ctx: { db, config: config(), now, flights } });
const LOGAN = "Boston Logan International Airport (BOS), Boston, MA";
const iso = (ms: number) => new Date(ms).toISOString();

/** A flight landing at Logan `landsIn` hours after `now`, departing London 7 hours before. */
function flight(number: string, landing: number, extra: Partial<FakeFlight> = {}): FakeFlight {
  return {
    number,
    from: "LHR",
    to: "BOS",
    scheduledDeparture: iso(landing - 7 * HOUR),
    scheduledArrival: iso(landing),
    ...extra,
  };
}

async function airportPickup(number: string, pickupAt: number) {
  const driver = await insertDriver({ firstName: "Marcus" });
  const booking = await insertBooking({
    status: "confirmed",
    assignmentStatus: "accepted",
    assignedDriverId: driver.id,
    pickupAt,
    expectedEndAt: pickupAt + HOUR,
    pickupLocation: LOGAN,
    destination: "Quincy, MA",
    flightNumber: number,
  });
  return { driver, booking };
}

const row = (id: string) =>
  env.DB.prepare(
    "SELECT pickup_at, expected_end_at, scheduled_date, scheduled_time, flight_landing_at, flight_status FROM bookings WHERE id = ?",
  )
    .bind(id)
    .first<Record<string, number | string>>();
const messages = (id: string) =>
  db.select().from(outbox).where(eq(outbox.bookingId, id)).orderBy(outbox.createdAt, outbox.template);
const history = (id: string) =>
  env.DB.prepare(
    "SELECT actor_type, field, from_value, to_value, note FROM booking_events WHERE booking_id = ?",
  )
    .bind(id)
    .all();

describe("the flight status adapter (AeroDataBox) against its fake", () => {
  const landing = Date.UTC(2033, 2, 4, 20, 0);
  const fake = createAeroDataBoxFake(KEY, [
    flight("BA 213", landing, { revisedArrival: iso(landing + 42 * 60_000) }),
  ]);

  it("asks for the flight landing that day and reads the revised landing", async () => {
    const provider = aeroDataBoxProvider(BASE, KEY, fake.fetch);
    const arrival = await provider.arrival("BA 213", "2033-03-04");
    expect(arrival).toEqual({
      number: "BA 213",
      status: "Expected",
      airport: "BOS",
      scheduledAt: landing,
      expectedAt: landing + 42 * 60_000,
    });
    expect(fake.requests.at(-1)).toBe(
      "/flights/Number/BA213/2033-03-04?dateLocalRole=Arrival&withAircraftImage=false&withLocation=false",
    );
    expect(await provider.arrival("BA 213", "2033-03-05")).toBeNull();
    expect(await provider.arrival("ZZ 9", "2033-03-04")).toBeNull();
  });

  it("fails loudly with the service's answer for a wrong key", async () => {
    const provider = aeroDataBoxProvider(BASE, "wrong", fake.fetch);
    await expect(provider.arrival("BA 213", "2033-03-04")).rejects.toThrow(/HTTP 401.*Invalid API key/);
  });
});

describe("following flights (the scheduled job)", () => {
  it("moves a pickup with a late flight, keeping the customer's margin, and tells the customer, chauffeur and dispatcher once", async () => {
    const landing = Date.UTC(2033, 5, 10, 20, 0);
    const { booking, driver } = await airportPickup("DL 123", landing + HOUR);
    const fake = createAeroDataBoxFake(KEY, [
      flight("DL 123", landing, { revisedArrival: iso(landing + 42 * 60_000) }),
    ]);
    const provider = aeroDataBoxProvider(BASE, KEY, fake.fetch);
    const now = new Date(landing - 20 * HOUR);

    expect(await follow(provider, now)).toEqual({ checked: 1, moved: 1, flagged: 0 });
    const moved = landing + HOUR + 45 * 60_000;
    expect(await row(booking.id)).toEqual({
      pickup_at: moved,
      expected_end_at: moved + HOUR,
      scheduled_date: "2033-06-10",
      scheduled_time: "17:45",
      flight_landing_at: landing + 42 * 60_000,
      flight_status: "Expected",
    });
    const sent = await messages(booking.id);
    expect(sent.map((m) => `${m.template}→${m.recipient}`).sort()).toEqual([
      "dispatch-pickup-moved→dispatch@example.com",
      `driver-pickup-moved→${driver.email}`,
      "pickup-moved-sms→+16175550100",
      "pickup-moved→grace@example.com",
    ]);
    expect(sent.find((m) => m.template === "pickup-moved")?.body).toContain(
      "Flight DL 123 is now expected to land at 4:42 PM ET, so your chauffeur, Marcus, will meet you at Fri, Jun 10, 2033, 5:45 PM ET (it was 5:00 PM ET).",
    );
    expect((await history(booking.id)).results).toEqual([
      expect.objectContaining({
        actor_type: "system",
        field: "pickup",
        note: "Flight DL 123 expected to land at 4:42 PM ET",
      }),
    ]);

    // The same answer again moves nothing and tells no one.
    expect(await follow(provider, now)).toEqual({ checked: 1, moved: 0, flagged: 0 });
    expect(await messages(booking.id)).toHaveLength(4);
    expect((await row(booking.id))?.pickup_at).toBe(moved);

    // Later the flight makes up 32 minutes: the pickup comes back as much, on the next five-minute mark.
    fake.flights[0] = flight("DL 123", landing, { revisedArrival: iso(landing + 10 * 60_000) });
    expect(await follow(provider, now)).toEqual({ checked: 1, moved: 1, flagged: 0 });
    expect((await row(booking.id))?.pickup_at).toBe(landing + HOUR + 15 * 60_000);
  });

  it("flags to the dispatcher, once, a flight that lands elsewhere, is cancelled or is not found", async () => {
    const landing = Date.UTC(2033, 7, 20, 15, 0);
    const elsewhere = await airportPickup("UA 500", landing + HOUR);
    const cancelled = await airportPickup("AA 77", landing + 2 * HOUR);
    const unknown = await airportPickup("B6 9", landing + 3 * HOUR);
    const fake = createAeroDataBoxFake(KEY, [
      flight("UA 500", landing, { to: "JFK" }),
      flight("AA 77", landing + HOUR, { status: "Canceled" }),
    ]);
    const provider = aeroDataBoxProvider(BASE, KEY, fake.fetch);
    const now = new Date(landing - 10 * HOUR);
    expect(await follow(provider, now)).toEqual({ checked: 3, moved: 0, flagged: 3 });
    expect(await follow(provider, now)).toEqual({ checked: 3, moved: 0, flagged: 0 });
    const problem = async (id: string) =>
      (await messages(id)).filter((m) => m.template === "dispatch-flight-check").map((m) => m.body);
    expect(await problem(elsewhere.booking.id)).toEqual([
      expect.stringContaining("flight UA 500 lands at JFK, not BOS"),
    ]);
    expect(await problem(cancelled.booking.id)).toEqual([
      expect.stringContaining("flight AA 77 is cancelled"),
    ]);
    expect(await problem(unknown.booking.id)).toEqual([
      expect.stringContaining("flight B6 9 was not found landing that day"),
    ]);
    // Each is in the Exceptions tab while it stands.
    const flagged = await env.DB.prepare(
      "SELECT detail FROM alerts WHERE kind = 'flight' AND booking_id = ? AND resolved_at IS NULL",
    )
      .bind(cancelled.booking.id)
      .all();
    expect(flagged.results).toEqual([{ detail: expect.stringContaining("flight AA 77 is cancelled") }]);
    // Nothing moved, and the customer was not told anything by the job.
    expect((await row(elsewhere.booking.id))?.pickup_at).toBe(landing + HOUR);
    expect((await messages(unknown.booking.id)).every((m) => m.recipient === "dispatch@example.com")).toBe(
      true,
    );
  });
});

describe("POST /api/admin/bookings/{id}/flight-landing (a landing entered by hand)", () => {
  const enter = (id: string, body: unknown) =>
    adminApi(`/api/admin/bookings/${id}/flight-landing`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("moves the pickup after the landing and tells everyone; a small change is only noted", async () => {
    // Pickup 5:00 PM ET on 2033-09-12 (21:00Z); booked as if the flight landed at 4:30 PM ET.
    const pickupAt = Date.UTC(2033, 8, 12, 21, 0);
    const { booking } = await airportPickup("BA 213", pickupAt);
    const res = await enter(booking.id, { date: "2033-09-12", time: "17:10" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "Pickup moved to Mon, Sep 12, 2033, 5:40 PM ET; the customer and the chauffeur were told",
      pickupAt: pickupAt + 40 * 60_000,
    });
    expect((await messages(booking.id)).map((m) => m.template).sort()).toEqual([
      "dispatch-pickup-moved",
      "driver-pickup-moved",
      "pickup-moved",
      "pickup-moved-sms",
    ]);
    expect((await history(booking.id)).results).toEqual([
      expect.objectContaining({
        actor_type: "admin",
        field: "pickup",
        to_value: "Mon, Sep 12, 2033, 5:40 PM ET",
      }),
    ]);
    const small = await enter(booking.id, { date: "2033-09-12", time: "17:08" });
    expect(await small.json()).toMatchObject({
      message: "Landing noted; the pickup stays at Mon, Sep 12, 2033, 5:40 PM ET",
    });
    expect(await messages(booking.id)).toHaveLength(4);
  });

  it("refuses a booking without a flight, a wrong time, a landing days away, and a stranger", async () => {
    const pickupAt = Date.UTC(2033, 8, 20, 21, 0);
    const { booking } = await airportPickup("BA 213", pickupAt);
    const noFlight = await insertBooking({ status: "confirmed", pickupAt, flightNumber: null });
    expect((await enter(noFlight.id, { date: "2033-09-20", time: "16:00" })).status).toBe(409);
    const wrong = await enter(booking.id, { date: "2033-09-20", time: "25:00" });
    expect(wrong.status).toBe(400);
    expect(await detailOf(wrong)).toContain("must be a time as HH:MM");
    const far = await enter(booking.id, { date: "2033-09-24", time: "16:00" });
    expect(far.status).toBe(422);
    expect(await detailOf(far)).toContain("more than two days from the pickup");
    expect((await enter(crypto.randomUUID(), { date: "2033-09-20", time: "16:00" })).status).toBe(404);
    const stranger = await api(`/api/admin/bookings/${booking.id}/flight-landing`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ date: "2033-09-20", time: "16:00" }),
    });
    expect(stranger.status).toBe(401);
    expect((await row(booking.id))?.pickup_at).toBe(pickupAt);
  });
});
