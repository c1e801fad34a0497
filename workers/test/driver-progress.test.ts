import { BookingDetails, RIDE_STAGE_MESSAGES, stageNotYet } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { assignedBooking, progress, rideAfter, signedInDriver } from "./driver-fixture";
import { adminApi, detailOf, HOUR } from "./factories";

const details = async (id: string) =>
  BookingDetails.parse(await (await adminApi(`/api/admin/bookings/${id}`)).json());

/** An accepted ride whose pickup is an hour away (so "on my way" is open) unless overridden. */
async function acceptedRide(overrides: Parameters<typeof assignedBooking>[1] = {}) {
  const signedIn = await signedInDriver();
  const booking = await assignedBooking(signedIn.driver.id, {
    assignmentStatus: "accepted",
    pickupAt: Date.now() + HOUR,
    ...overrides,
  });
  const step = (stage: unknown, tap: { key?: string; tappedAt?: string } = {}) =>
    progress(signedIn.driver.id, booking.id, signedIn.headers, stage, tap);
  return { ...signedIn, booking, step };
}

describe("POST /api/drivers/{driverId}/bookings/{bookingId}/progress", () => {
  it("walks en_route → arrived → on_board → completed, each with a timestamp and history, and completes the booking", async () => {
    const { driver, booking, step } = await acceptedRide();
    const seen: string[] = [];
    for (const stage of ["en_route", "arrived", "on_board", "completed"] as const) {
      const res = await step(stage);
      expect(res.status, stage).toBe(200);
      expect(((await res.clone().json()) as { message: string }).message).toBe(RIDE_STAGE_MESSAGES[stage]);
      const ride = await rideAfter(res);
      expect(ride.booking.rideStage).toBe(stage);
      expect(Date.parse(ride.booking.rideStageAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
      seen.push(`${ride.assignment.status}/${ride.booking.status}`);
    }
    expect(seen).toEqual([
      "in_progress/confirmed",
      "in_progress/confirmed",
      "in_progress/confirmed",
      "completed/completed",
    ]);

    const after = await details(booking.id);
    expect(after).toMatchObject({
      status: "completed",
      assignmentStatus: "completed",
      assignedDriverId: driver.id,
    });
    const history = after.history.map((e) => `${e.actorType}:${e.field}:${e.fromValue}>${e.toValue}`);
    expect(history).toEqual([
      "driver:ride:null>en_route",
      "driver:assignment:accepted>in_progress",
      "driver:ride:en_route>arrived",
      "driver:ride:arrived>on_board",
      "driver:ride:on_board>completed",
      "driver:assignment:in_progress>completed",
      "driver:status:confirmed>completed",
    ]);
  });

  it("refuses every out-of-order step with 409 and changes nothing", async () => {
    const { booking, step } = await acceptedRide();
    for (const stage of ["arrived", "on_board", "completed", "no_show"]) {
      const res = await step(stage);
      expect(res.status, stage).toBe(409);
      expect(await detailOf(res)).toBeTruthy();
    }
    expect((await step("en_route")).status).toBe(200);
    for (const stage of ["en_route", "on_board", "completed"])
      expect((await step(stage)).status, stage).toBe(409);
    expect((await step("arrived")).status).toBe(200);
    expect((await step("arrived")).status).toBe(409);
    expect((await step("on_board")).status).toBe(200);
    expect((await step("no_show")).status).toBe(409);
    expect((await step("completed")).status).toBe(200);
    for (const stage of ["en_route", "arrived", "on_board", "completed", "no_show"]) {
      expect((await step(stage)).status, stage).toBe(409);
    }
    const after = await details(booking.id);
    expect(after.history.filter((e) => e.field === "ride")).toHaveLength(4);
  });

  it("allows a no-show only from en route or arrived, and only after the pickup time", async () => {
    const early = await acceptedRide({ pickupAt: Date.now() + HOUR });
    expect((await early.step("en_route")).status).toBe(200);
    const tooSoon = await early.step("no_show");
    expect(tooSoon.status).toBe(409);
    expect(await detailOf(tooSoon)).toMatch(/after the pickup time/);

    const late = await acceptedRide({ pickupAt: Date.now() - 10 * 60 * 1000 });
    expect((await late.step("no_show")).status).toBe(409);
    expect((await late.step("en_route")).status).toBe(200);
    expect((await late.step("arrived")).status).toBe(200);
    const res = await late.step("no_show");
    expect(res.status).toBe(200);
    const ride = await rideAfter(res);
    expect(ride.booking).toMatchObject({
      rideStage: "no_show",
      status: "completed",
      assignmentStatus: "completed",
    });
    expect((await late.step("on_board")).status).toBe(409);
  });

  it("opens 'on my way' 3 hours before pickup: earlier it answers 409 with when, and changes nothing", async () => {
    const { booking, step } = await acceptedRide({ pickupAt: Date.now() + 2 * 24 * HOUR });
    const res = await step("en_route");
    expect(res.status).toBe(409);
    const detail = await detailOf(res);
    expect(detail).toBe(stageNotYet("en_route", booking.pickupAt));
    expect(detail).toMatch(
      /^"On my way" opens 3 hours before pickup, at \w{3}, \w{3} \d+, \d+:\d\d [AP]M ET$/,
    );
    const after = await details(booking.id);
    expect(after).toMatchObject({ assignmentStatus: "accepted" });
    expect(after.history.filter((e) => e.field === "ride")).toHaveLength(0);

    const soon = await acceptedRide({ pickupAt: Date.now() + 3 * HOUR - 60_000 });
    expect((await soon.step("en_route")).status).toBe(200);
  });

  it("needs an accepted ride on an approved booking", async () => {
    for (const assignmentStatus of ["assigned", "rejected"] as const) {
      const { step } = await acceptedRide({ assignmentStatus });
      const res = await step("en_route");
      expect(res.status).toBe(409);
      expect(await detailOf(res)).toMatch(/only an accepted ride/);
    }
    const pending = await acceptedRide({ status: "pending" });
    const res = await pending.step("en_route");
    expect(res.status).toBe(409);
    expect(await detailOf(res)).toMatch(/not been approved/);
  });

  it("answers 400 for an unknown stage, 401 without a token, 403 for another driver, 404 for another's ride", async () => {
    const { driver, booking, step, headers } = await acceptedRide();
    const other = await signedInDriver();
    expect((await step("teleported")).status).toBe(400);
    expect((await progress(driver.id, booking.id, {}, "en_route")).status).toBe(401);
    expect((await progress(driver.id, booking.id, other.headers, "en_route")).status).toBe(403);
    expect((await progress(other.driver.id, booking.id, other.headers, "en_route")).status).toBe(404);
    expect((await progress(driver.id, crypto.randomUUID(), headers, "en_route")).status).toBe(404);
    expect((await details(booking.id)).assignmentStatus).toBe("accepted");
  });

  it("a double tap moves the ride once: one 200, one 409, one history row", async () => {
    const { booking, step } = await acceptedRide({ pickupAt: Date.now() + 3 * HOUR });
    const results = await Promise.all([step("en_route"), step("en_route")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rideEvents = (await details(booking.id)).history.filter((e) => e.field === "ride");
    expect(rideEvents).toHaveLength(1);
  });
});

describe("taps made offline, sent on reconnect", () => {
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  it("apply once under their key: sent again, the tap answers like the first time and changes nothing", async () => {
    const { booking, step } = await acceptedRide();
    const key = crypto.randomUUID();
    const first = await step("en_route", { key });
    expect(first.status).toBe(200);
    const again = await step("en_route", { key });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toBe(RIDE_STAGE_MESSAGES.en_route);
    // Both at once: one applies it, the other answers the same.
    const next = crypto.randomUUID();
    const twins = await Promise.all([step("arrived", { key: next }), step("arrived", { key: next })]);
    expect(twins.map((r) => r.status)).toEqual([200, 200]);
    const rideEvents = (await details(booking.id)).history.filter((e) => e.field === "ride");
    expect(rideEvents.map((e) => e.toValue)).toEqual(["en_route", "arrived"]);

    const reused = await step("on_board", { key });
    expect(reused.status).toBe(422);
    expect(await detailOf(reused)).toBe("This Idempotency-Key was used for another step");
    expect((await details(booking.id)).history.filter((e) => e.field === "ride")).toHaveLength(2);
  });

  it("are timed when they were made, and the history says they came late", async () => {
    // Half an hour ahead: arriving 10 minutes ago is not an early step (more than an hour before pickup).
    const { booking, step } = await acceptedRide({ pickupAt: Date.now() + HOUR / 2 });
    const tappedAt = ago(10 * 60_000);
    const res = await step("en_route", { key: crypto.randomUUID(), tappedAt });
    expect(res.status).toBe(200);
    expect((await rideAfter(res)).booking.rideStageAt).toBe(tappedAt);
    const [event] = (await details(booking.id)).history.filter((e) => e.field === "ride");
    expect(event).toMatchObject({ toValue: "en_route", note: "Tapped while offline; received 10 min later" });
    // Never before the ride's last step, never in the future.
    const arrived = await rideAfter(await step("arrived", { tappedAt: ago(20 * 60_000) }));
    expect(arrived.booking.rideStageAt).toBe(tappedAt);
    const before = Date.now();
    const onBoard = await rideAfter(
      await step("on_board", { tappedAt: new Date(before + HOUR).toISOString() }),
    );
    expect(Date.parse(onBoard.booking.rideStageAt ?? "")).toBeLessThan(before + 60_000);
  });

  it("keep the time rules of their moment, and are refused when too old or malformed", async () => {
    // At the tap, 40 minutes ago, the pickup was 3 h 20 min away: too early for "on my way".
    const { booking, step } = await acceptedRide({ pickupAt: Date.now() + 2.66 * HOUR });
    const early = await step("en_route", { tappedAt: ago(40 * 60_000) });
    expect(early.status).toBe(409);
    expect(await detailOf(early)).toMatch(/^"On my way" opens 3 hours before pickup/);
    const old = await step("en_route", { tappedAt: ago(13 * HOUR) });
    expect(old.status).toBe(422);
    expect(await detailOf(old)).toBe(
      "This step was tapped more than 12 hours ago and cannot be recorded now; please call dispatch",
    );
    const malformed = await step("en_route", { tappedAt: "yesterday" });
    expect(malformed.status).toBe(400);
    expect(await detailOf(malformed)).toMatch(/tappedAt must be a date and time/);
    const badKey = await step("en_route", { key: "no" });
    expect(badKey.status).toBe(400);
    expect((await details(booking.id)).history).toEqual([]);
  });

  it("are refused with the reason when the ride was reassigned meanwhile", async () => {
    const { booking, step } = await acceptedRide();
    const other = await signedInDriver();
    const moved = await adminApi(
      `/api/admin/bookings/${booking.id}/assign-driver?driver_id=${other.driver.id}`,
      { method: "POST" },
    );
    expect(moved.status).toBe(200);
    const stale = await step("en_route", { key: crypto.randomUUID(), tappedAt: ago(5 * 60_000) });
    expect(stale.status).toBe(404);
    expect(await detailOf(stale)).toBe("Booking not found among your assigned rides");
  });
});
