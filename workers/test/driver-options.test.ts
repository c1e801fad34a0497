import { env } from "cloudflare:test";
import { DriverOptions } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { adminApi, HOUR, insertBooking, insertDriver } from "./factories";
import { api } from "./helpers";

const optionsFor = async (id: string) => {
  const res = await adminApi(`/api/admin/bookings/${id}/driver-options`);
  expect(res.status, await res.clone().text()).toBe(200);
  return DriverOptions.parse(await res.json());
};
const assign = (id: string, driverId: string) =>
  adminApi(`/api/admin/bookings/${id}/assign-driver?driver_id=${driverId}`, { method: "POST" });

describe("GET /api/admin/bookings/{id}/driver-options", () => {
  it("offers every active driver of the vehicle type; a busy one is named with the clashing ride and cannot be assigned", async () => {
    const pickupAt = Date.UTC(2032, 5, 10, 16); // 12:00 PM in Boston
    const booking = await insertBooking({ status: "confirmed", pickupAt, vehicleType: "sedan" });
    const free = await insertDriver({ firstName: "Ava", vehicleTypes: ["sedan"] });
    const busy = await insertDriver({ firstName: "Ben", vehicleTypes: ["sedan", "suv"] });
    const suvOnly = await insertDriver({ firstName: "Cal", vehicleTypes: ["suv"] });
    const inactive = await insertDriver({ firstName: "Dee", status: "inactive", vehicleTypes: ["sedan"] });
    const clash = await insertBooking({
      status: "confirmed",
      pickupAt: pickupAt + HOUR / 2,
      assignedDriverId: busy.id,
      assignmentStatus: "accepted",
    });

    const mine = (await optionsFor(booking.id)).filter((o) =>
      [free.id, busy.id, suvOnly.id, inactive.id].includes(o.id),
    );
    expect(mine).toEqual([
      {
        id: free.id,
        name: `Ava ${free.lastName}`,
        vehicleTypes: ["sedan"],
        phone: free.phone,
        available: true,
        conflict: null,
        current: false,
        rating: { average: null, count: 0, flagged: false },
        rank: expect.any(Number),
        reasons: [
          "Free for the whole ride, with 30 minutes between rides",
          "No other rides that day",
          "Drives this class only",
        ],
      },
      {
        id: busy.id,
        name: `Ben ${busy.lastName}`,
        vehicleTypes: ["sedan", "suv"],
        phone: busy.phone,
        available: false,
        conflict: { reference: clash.reference, date: clash.scheduledDate, time: clash.scheduledTime },
        current: false,
        rating: { average: null, count: 0, flagged: false },
        rank: expect.any(Number),
        reasons: [
          `Clashes with ${clash.reference} on ${clash.scheduledDate} at ${clash.scheduledTime}`,
          "1 other ride that day",
          "Also drives 1 other class",
        ],
      },
    ]);
    // The assignment's own rule agrees: the busy driver is refused, naming the same ride.
    const refused = await assign(booking.id, busy.id);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(clash.reference);
  });

  it("marks the driver holding the booking as current, and offers again one who declined it", async () => {
    const booking = await insertBooking({ status: "confirmed", pickupAt: Date.UTC(2032, 6, 1, 14) });
    const driver = await insertDriver();
    expect((await assign(booking.id, driver.id)).status).toBe(200);
    const held = (await optionsFor(booking.id)).find((o) => o.id === driver.id);
    expect(held).toMatchObject({ current: true, available: false, conflict: null });

    const declined = await insertBooking({
      status: "confirmed",
      pickupAt: Date.UTC(2032, 6, 2, 14),
      assignedDriverId: driver.id,
      assignmentStatus: "rejected",
    });
    const again = (await optionsFor(declined.id)).find((o) => o.id === driver.id);
    expect(again).toMatchObject({ current: false, available: true, conflict: null });
    expect((await assign(declined.id, driver.id)).status).toBe(200);
  });

  it("answers 404 for an unknown booking and 401 without the dispatcher's token", async () => {
    expect((await adminApi(`/api/admin/bookings/${crypto.randomUUID()}/driver-options`)).status).toBe(404);
    const booking = await insertBooking();
    expect((await api(`/api/admin/bookings/${booking.id}/driver-options`)).status).toBe(401);
  });

  it("ranks the free before the busy, then the fewest rides that day, and says why", async () => {
    const pickupAt = Date.UTC(2033, 2, 15, 18); // 2 PM in New York
    const booking = await insertBooking({ status: "confirmed", pickupAt, vehicleType: "suv" });
    const morning = Date.UTC(2033, 2, 15, 13);
    const busyDay = await insertDriver({ firstName: "Abe", vehicleTypes: ["suv"] });
    const quietDay = await insertDriver({ firstName: "Zoe", vehicleTypes: ["suv"] });
    const clashing = await insertDriver({ firstName: "Aaron", vehicleTypes: ["suv"] });
    for (const at of [morning, morning + HOUR]) {
      await insertBooking({
        status: "confirmed",
        pickupAt: at,
        scheduledDate: booking.scheduledDate,
        destination: "Fenway Park, Boston, MA",
        assignedDriverId: busyDay.id,
        assignmentStatus: "accepted",
      });
    }
    await insertBooking({
      status: "confirmed",
      pickupAt: pickupAt + HOUR / 2,
      scheduledDate: booking.scheduledDate,
      assignedDriverId: clashing.id,
      assignmentStatus: "accepted",
    });
    const mine = (await optionsFor(booking.id)).filter((o) =>
      [busyDay.id, quietDay.id, clashing.id].includes(o.id),
    );
    expect(mine.map((o) => o.id)).toEqual([quietDay.id, busyDay.id, clashing.id]);
    expect(mine.map((o) => o.rank)).toEqual([...mine.map((o) => o.rank)].sort((a, b) => a - b));
    expect(mine[1]?.reasons).toContain("2 other rides that day");
    expect(mine[1]?.reasons.some((r) => r.startsWith("Previous drop-off: Fenway Park"))).toBe(true);
    expect(mine[2]?.reasons[0]).toMatch(/^Clashes with /);
  });

  it("assigns over a clash only with a reason, which the history keeps and the chauffeur is told", async () => {
    const pickupAt = Date.UTC(2033, 3, 20, 16);
    const booking = await insertBooking({ status: "confirmed", pickupAt, vehicleType: "sedan" });
    const driver = await insertDriver({ vehicleTypes: ["sedan"] });
    const clash = await insertBooking({
      status: "confirmed",
      pickupAt: pickupAt + HOUR / 2,
      assignedDriverId: driver.id,
      assignmentStatus: "accepted",
    });
    const url = `/api/admin/bookings/${booking.id}/assign-driver?driver_id=${driver.id}`;
    const post = (body: unknown) =>
      adminApi(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await assign(booking.id, driver.id)).status).toBe(409);
    expect((await post({ override: true })).status).toBe(400);
    expect((await post({ override: true, reason: "" })).status).toBe(400);
    const reason = "The first ride is a short hop; the customer agreed to a 10-minute wait";
    const res = await post({ override: true, reason });
    expect(res.status, await res.clone().text()).toBe(200);
    const history = await env.DB.prepare(
      "SELECT note FROM booking_events WHERE booking_id = ? AND field = 'assignment'",
    )
      .bind(booking.id)
      .all<{ note: string }>();
    expect(history.results.map((r) => r.note).join("\n")).toContain(
      `despite a clash with ${clash.reference}`,
    );
    expect(history.results.map((r) => r.note).join("\n")).toContain(reason);
    const offer = await env.DB.prepare(
      "SELECT body FROM outbox WHERE booking_id = ? AND template = 'ride-offered'",
    )
      .bind(booking.id)
      .first<{ body: string }>();
    expect(offer?.body).toContain(clash.reference);
    expect(offer?.body).toContain(reason);
  });
});
