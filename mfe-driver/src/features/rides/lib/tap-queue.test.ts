import type { DriverRide } from "@chauffeur/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { delivered, type QueuedTap, readTaps, refused, withQueuedTaps, writeTaps } from "./tap-queue";

const tap = (key: string, bookingId: string, stage: QueuedTap["stage"], tappedAt: string): QueuedTap => ({
  key,
  bookingId,
  reference: `BC-${bookingId.toUpperCase()}`,
  stage,
  tappedAt,
});

const accepted = {
  booking: { id: "a", status: "confirmed", rideStage: null, rideStageAt: null },
  assignment: { status: "accepted", notes: null, respondedAt: null },
} as unknown as DriverRide;

describe("the tap queue", () => {
  beforeEach(() => localStorage.clear());

  it("plays a ride's queued taps on top of the server's answer, and leaves other rides alone", () => {
    const queued = [
      tap("1", "a", "en_route", "2030-01-14T18:00:00Z"),
      tap("2", "b", "en_route", "2030-01-14T18:01:00Z"),
      tap("3", "a", "arrived", "2030-01-14T18:20:00Z"),
    ];
    const shown = withQueuedTaps(accepted, queued);
    expect(shown.booking).toMatchObject({ rideStage: "arrived", rideStageAt: "2030-01-14T18:20:00Z" });
    expect(shown.assignment.status).toBe("in_progress");
    expect(
      withQueuedTaps(
        accepted,
        queued.filter((t) => t.bookingId === "b"),
      ),
    ).toBe(accepted);
    const done = withQueuedTaps(accepted, [tap("4", "a", "completed", "2030-01-14T19:00:00Z")]);
    expect([done.booking.status, done.assignment.status]).toEqual(["completed", "completed"]);
  });

  it("takes a refused tap and the later taps of its ride off the queue, each kept with the reason", () => {
    const state = {
      queued: [
        tap("1", "a", "en_route", "2030-01-14T18:00:00Z"),
        tap("2", "b", "arrived", "2030-01-14T18:01:00Z"),
        tap("3", "a", "arrived", "2030-01-14T18:20:00Z"),
      ],
      refused: [],
    };
    const after = refused(state, state.queued[0] as QueuedTap, "This booking is cancelled");
    expect(after.queued.map((t) => t.key)).toEqual(["2"]);
    expect(after.refused.map((t) => [t.key, t.reason])).toEqual([
      ["1", "This booking is cancelled"],
      ["3", "This booking is cancelled"],
    ]);
    expect(delivered(after, "2").queued).toEqual([]);
  });

  it("keeps the queue per driver across a reload, and forgets it once empty", () => {
    const state = { queued: [tap("1", "a", "en_route", "2030-01-14T18:00:00Z")], refused: [] };
    writeTaps("driver-1", state);
    expect(readTaps("driver-1")).toEqual(state);
    expect(readTaps("driver-2")).toEqual({ queued: [], refused: [] });
    writeTaps("driver-1", { queued: [], refused: [] });
    expect(localStorage.length).toBe(0);
    localStorage.setItem("chauffeur.driver.taps.driver-3", "{not json");
    expect(readTaps("driver-3")).toEqual({ queued: [], refused: [] });
  });
});
