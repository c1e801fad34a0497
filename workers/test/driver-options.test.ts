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
});
