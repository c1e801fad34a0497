import { Board } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { adminApi, HOUR, insertBooking, insertDriver } from "./factories";
import { api } from "./helpers";

const board = async (hours?: number) => {
  const res = await adminApi(`/api/admin/board${hours ? `?hours=${hours}` : ""}`);
  expect(res.status).toBe(200);
  return Board.parse(await res.json());
};

describe("GET /api/admin/board (the dispatcher's next 24 hours)", () => {
  it("lists the live rides from an hour ago to 24 hours ahead by pickup time, with the driver", async () => {
    const now = Date.now();
    const driver = await insertDriver({ firstName: "Rosa", lastName: "Diaz" });
    const tag = crypto.randomUUID().slice(0, 6);
    const at = (hours: number, extra: Parameters<typeof insertBooking>[0] = {}) =>
      insertBooking({ pickupAt: now + hours * HOUR, lastName: `Board${tag}`, status: "confirmed", ...extra });
    const underWay = await at(-0.5, {
      assignedDriverId: driver.id,
      assignmentStatus: "in_progress",
      rideStage: "en_route",
    });
    const soon = await at(1, { status: "pending" });
    const tomorrow = await at(23, { assignedDriverId: driver.id, assignmentStatus: "accepted" });
    await at(-2);
    await at(25);
    await at(2, { status: "cancelled" });

    const ours = (b: Board) => b.items.filter((i) => i.customerInfo.lastName === `Board${tag}`);
    const day = ours(await board());
    expect(day.map((i) => i.reference)).toEqual([underWay.reference, soon.reference, tomorrow.reference]);
    expect(day[0]).toMatchObject({
      driverName: "Rosa Diaz",
      rideStage: "en_route",
      assignmentStatus: "in_progress",
    });
    expect(day[1]).toMatchObject({ driverName: null, status: "pending", paymentState: null });
    expect(ours(await board(2)).map((i) => i.reference)).toEqual([underWay.reference, soon.reference]);
  });

  it("takes 1 to 72 hours and needs an admin", async () => {
    expect((await adminApi("/api/admin/board?hours=0")).status).toBe(400);
    expect((await adminApi("/api/admin/board?hours=100")).status).toBe(400);
    expect((await api("/api/admin/board")).status).toBe(401);
  });
});
