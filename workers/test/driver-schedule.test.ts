import { env } from "cloudflare:test";
import { BookingReceipt } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import worker from "../src/index";
import { bookingBody, serviceDate } from "./booking-fixture";
import { bearer, HOUR, insertBooking, insertDriver } from "./factories";
import { BASE, postJson } from "./helpers";
import { loadFixturePlaces } from "./places-fixture";

beforeEach(loadFixturePlaces);

/** Books an hourly ride through the API, as the payment step does. */
async function bookHourly(date: string, time: string, hours: number) {
  const res = await postJson(
    "/api/bookings",
    bookingBody({ serviceType: "hourly", destination: "", hours, date, time, flightNumber: null }),
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return BookingReceipt.parse(await res.json());
}

/** Calls the Worker with settings of its own (the tests' wrangler.toml values plus `settings`). */
async function assignWith(settings: Record<string, string>, bookingId: string, driverId: string) {
  const request = new Request(`${BASE}/api/admin/bookings/${bookingId}/assign-driver?driver_id=${driverId}`, {
    method: "POST",
    headers: await bearer("admin"),
  });
  const ctx = { waitUntil() {}, passThroughOnException() {} } as unknown as ExecutionContext;
  return worker.fetch(request, { ...env, ...settings }, ctx);
}

const expectedEndOf = async (id: string) =>
  (await env.DB.prepare("select pickup_at, expected_end_at from bookings where id = ?")
    .bind(id)
    .first<{ pickup_at: number; expected_end_at: number }>()) ?? { pickup_at: 0, expected_end_at: 0 };

describe("a ride holds its driver for its billed time plus the turnaround (issue 13, item 3)", () => {
  it("a 1-hour hourly ride is billed and held as the 3-hour minimum", async () => {
    const receipt = await bookHourly(serviceDate(9), "10:00", 1);
    expect(receipt.breakdown.vehicle).toBe(3 * 90);
    const row = await expectedEndOf(receipt.bookingId);
    expect(row.expected_end_at - row.pickup_at).toBe(3 * HOUR);
  });

  it("six 1-hour hourly rides half an hour apart, assigned to one driver at once: exactly one wins", async () => {
    const date = serviceDate(10);
    const times = ["10:00", "10:30", "11:00", "11:30", "12:00", "12:30"];
    const receipts = [];
    for (const time of times) receipts.push(await bookHourly(date, time, 1));
    const driver = await insertDriver();
    const all = await Promise.all(receipts.map((r) => assignWith({}, r.bookingId, driver.id)));
    const statuses = all.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
  });

  it("takes the turnaround from DRIVER_TURNAROUND_MINUTES", async () => {
    const start = Date.UTC(2031, 8, 1, 14);
    const next = start + 2 * HOUR; // an hour after the first ride ends
    const pair = async () => {
      const driver = await insertDriver();
      const first = await insertBooking({ pickupAt: start, expectedEndAt: start + HOUR });
      const second = await insertBooking({ pickupAt: next, expectedEndAt: next + HOUR });
      return { driver, first, second };
    };
    const relaxed = await pair();
    expect((await assignWith({}, relaxed.first.id, relaxed.driver.id)).status).toBe(200);
    expect((await assignWith({}, relaxed.second.id, relaxed.driver.id)).status).toBe(200);
    const strict = await pair();
    const settings = { DRIVER_TURNAROUND_MINUTES: "90" };
    expect((await assignWith(settings, strict.first.id, strict.driver.id)).status).toBe(200);
    const refused = await assignWith(settings, strict.second.id, strict.driver.id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toContain(strict.first.reference);
  });
});
