import { DayPlan, serviceInstant } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { adminApi, detailOf, HOUR, insertBooking, insertDriver } from "./factories";
import { api } from "./helpers";

// A day far ahead, so no other test's bookings fall on it.
const DAY = "2035-03-14";
const at = (time: string) => serviceInstant(DAY, time)?.getTime() ?? 0;

async function plan(date = DAY) {
  const res = await adminApi(`/api/admin/day-plan?date=${date}`);
  expect(res.status).toBe(200);
  return DayPlan.parse(await res.json());
}

describe("GET /api/admin/day-plan", () => {
  it("lays out each driver's rides of the day, names the clashes, and lists the rides without a driver", async () => {
    const dana = await insertDriver({ firstName: "Dana" });
    const idle = await insertDriver({ firstName: "Ira" });
    const assigned = {
      status: "confirmed",
      assignmentStatus: "accepted",
      assignedDriverId: dana.id,
    } as const;
    const morning = await insertBooking({ ...assigned, pickupAt: at("08:00"), expectedEndAt: at("09:00") });
    // Starts 20 minutes after the morning ride ends: inside its 30-minute turnaround.
    const clash = await insertBooking({ ...assigned, pickupAt: at("09:20"), expectedEndAt: at("10:00") });
    const evening = await insertBooking({ ...assigned, pickupAt: at("18:00"), expectedEndAt: at("19:00") });
    const open = await insertBooking({
      status: "pending",
      assignmentStatus: "unassigned",
      pickupAt: at("12:00"),
      expectedEndAt: at("13:00"),
    });
    // Declined by Dana: on nobody's lane, among the rides to fill.
    const declined = await insertBooking({
      status: "confirmed",
      assignmentStatus: "rejected",
      assignedDriverId: dana.id,
      pickupAt: at("14:00"),
      expectedEndAt: at("15:00"),
    });
    const cancelled = await insertBooking({
      ...assigned,
      status: "cancelled",
      pickupAt: at("16:00"),
      expectedEndAt: at("17:00"),
    });
    // An inactive driver is on the plan only with a live ride that day (not for a cancelled one).
    const retired = await insertDriver({ firstName: "Rita", status: "inactive" });
    await insertBooking({
      ...assigned,
      assignedDriverId: retired.id,
      status: "cancelled",
      pickupAt: at("10:00"),
      expectedEndAt: at("11:00"),
    });
    // The day before and the day after: not on this day's plan.
    await insertBooking({
      ...assigned,
      pickupAt: at("08:00") - 24 * HOUR,
      expectedEndAt: at("09:00") - 24 * HOUR,
    });
    await insertBooking({
      ...assigned,
      pickupAt: at("08:00") + 24 * HOUR,
      expectedEndAt: at("09:00") + 24 * HOUR,
    });

    const day = await plan();
    expect(day.from).toBe(at("00:00"));
    expect(day.to - day.from).toBe(24 * HOUR);
    expect(day.turnaroundMinutes).toBe(30);
    const lane = day.drivers.find((d) => d.id === dana.id);
    expect(lane?.rides.map((r) => [r.reference, r.conflictsWith])).toEqual([
      [morning.reference, [clash.reference]],
      [clash.reference, [morning.reference]],
      [evening.reference, []],
    ]);
    expect(lane?.rides[0]?.busyUntil).toBe(at("09:30"));
    expect(day.drivers.find((d) => d.id === idle.id)?.rides).toEqual([]);
    expect(day.drivers.some((d) => d.id === retired.id)).toBe(false);
    const toFill = day.unassigned.map((r) => r.reference);
    expect(toFill).toContain(open.reference);
    expect(toFill).toContain(declined.reference);
    expect(toFill).not.toContain(cancelled.reference);
  });

  it("refuses a malformed date, and is for the dispatcher only", async () => {
    const bad = await adminApi("/api/admin/day-plan?date=14-03-2035");
    expect(bad.status).toBe(400);
    expect(await detailOf(bad)).toMatch(/^date/);
    expect((await api(`/api/admin/day-plan?date=${DAY}`)).status).toBe(401);
  });
});
