import { describe, expect, it } from "vitest";
import { ASSIGNMENT_BUFFER_MS, busyWindow, holdsDriver, isChauffeurNamed, ridesOverlap } from "./assignment";
import { cancellationTerms, feeTierNotice } from "./cancellation";
import { changeFeeCents, customerChangeTerms } from "./changes";
import { formatServiceTime, formatUsd } from "./format";
import { canMarkNoShow, nextRideStage } from "./ride-stages";
import { ASSIGNMENT_STATUSES, BOOKING_STATUSES } from "./statuses";

const HOUR = 3_600_000;
const now = new Date("2030-01-15T12:00:00Z");
const booking = (overrides = {}) => ({
  status: "confirmed",
  assignmentStatus: "assigned",
  pickupAt: now.getTime() + 30 * HOUR,
  estimatedPrice: 165,
  ...overrides,
});

describe("who may cancel, and what it costs", () => {
  it("applies the policy's tier while the ride is ahead", () => {
    expect(cancellationTerms(booking(), now)).toMatchObject({ allowed: true, refundPercent: 100, fee: 0 });
    expect(cancellationTerms(booking({ pickupAt: now.getTime() + 18 * HOUR }), now)).toMatchObject({
      allowed: true,
      refundPercent: 50,
      fee: 82.5,
    });
    const late = cancellationTerms(booking({ pickupAt: now.getTime() + HOUR }), now);
    expect(late).toMatchObject({ allowed: true, refundPercent: 0, fee: 165 });
    expect(late.tier).toMatch(/less than 12 hours/);
  });

  it("refuses a cancelled, completed, under-way or past ride, saying why", () => {
    const refused = [
      booking({ status: "cancelled" }),
      booking({ status: "completed" }),
      booking({ assignmentStatus: "completed" }),
      booking({ assignmentStatus: "in_progress" }),
      booking({ pickupAt: now.getTime() - 1 }),
      booking({ pickupAt: now.getTime() }),
    ].map((b) => cancellationTerms(b, now));
    for (const t of refused) expect(t).toMatchObject({ allowed: false, fee: 0, refundPercent: 0 });
    expect(refused.map((t) => t.reason)).toEqual([
      "This booking is already cancelled.",
      "This ride is complete.",
      "This ride is complete.",
      "Your ride is under way. Please call us for any change.",
      "The pickup time has passed. Please call us for any change.",
      "The pickup time has passed. Please call us for any change.",
    ]);
  });
});

describe("the chauffeur's name", () => {
  it("is told once a driver is assigned, through the finished ride, never before or after a refusal", () => {
    const named = ASSIGNMENT_STATUSES.filter(isChauffeurNamed);
    expect(named).toEqual(["assigned", "accepted", "in_progress", "completed"]);
  });
});

describe("a driver's rides that overlap", () => {
  const ride = (from: number, hours = 1) => ({ pickupAt: from, expectedEndAt: from + hours * HOUR });
  const t = now.getTime();

  it("clash when their windows, padded by the buffer, meet", () => {
    expect(busyWindow(ride(t))).toEqual({ from: t, to: t + HOUR + ASSIGNMENT_BUFFER_MS });
    expect(ridesOverlap(ride(t), ride(t + HOUR))).toBe(true);
    expect(ridesOverlap(ride(t), ride(t + HOUR + ASSIGNMENT_BUFFER_MS - 1))).toBe(true);
    expect(ridesOverlap(ride(t), ride(t + HOUR + ASSIGNMENT_BUFFER_MS))).toBe(false);
    expect(ridesOverlap(ride(t + 5 * HOUR), ride(t))).toBe(false);
    expect(ridesOverlap(ride(t, 8), ride(t + 2 * HOUR))).toBe(true);
  });

  it("only while the ride is live and the driver has not let it go", () => {
    const holding = BOOKING_STATUSES.flatMap((status) =>
      ASSIGNMENT_STATUSES.filter((assignmentStatus) => holdsDriver({ status, assignmentStatus })).map(
        (a) => `${status}/${a}`,
      ),
    );
    expect(holding).toEqual([
      "pending/assigned",
      "pending/accepted",
      "pending/in_progress",
      "confirmed/assigned",
      "confirmed/accepted",
      "confirmed/in_progress",
    ]);
  });
});

describe("the next ride stage", () => {
  it("goes en route → arrived → on board → completed, and nowhere from the end", () => {
    expect(nextRideStage("accepted", null)).toBe("en_route");
    expect(nextRideStage("in_progress", "en_route")).toBe("arrived");
    expect(nextRideStage("in_progress", "arrived")).toBe("on_board");
    expect(nextRideStage("in_progress", "on_board")).toBe("completed");
    expect(nextRideStage("in_progress", "completed")).toBeNull();
    expect(nextRideStage("assigned", null)).toBeNull();
    expect(nextRideStage("completed", "completed")).toBeNull();
  });

  it("allows a no-show only at or on the way to the pickup, once its time has passed", () => {
    const at = now.getTime();
    expect(canMarkNoShow("in_progress", "arrived", at, at)).toBe(true);
    expect(canMarkNoShow("in_progress", "en_route", at, at + 1)).toBe(true);
    expect(canMarkNoShow("in_progress", "arrived", at, at - 1)).toBe(false);
    expect(canMarkNoShow("in_progress", "on_board", at, at + 1)).toBe(false);
    expect(canMarkNoShow("accepted", null, at, at + 1)).toBe(false);
  });
});

describe("money and time as the site writes them", () => {
  it("writes dollars without needless cents", () => {
    expect(formatUsd(105)).toBe("$105");
    expect(formatUsd(52.5)).toBe("$52.50");
    expect(formatUsd(1250)).toBe("$1,250");
    expect(formatUsd(0)).toBe("$0");
    expect(formatUsd(165, { cents: true })).toBe("$165.00");
    expect(formatUsd(-25, { cents: true })).toBe("-$25.00");
  });

  it("writes a moment in Boston's time, labelled, in winter and in summer", () => {
    expect(formatServiceTime(Date.UTC(2026, 10, 24, 12, 0))).toBe("Tue, Nov 24, 7:00 AM ET");
    expect(formatServiceTime("2026-07-04T23:30:00Z")).toBe("Sat, Jul 4, 7:30 PM ET");
    expect(formatServiceTime(new Date(Date.UTC(2026, 0, 1, 4, 59)))).toBe("Wed, Dec 31, 11:59 PM ET");
    expect(formatServiceTime(Date.UTC(2026, 0, 1, 5, 0), { year: true })).toBe(
      "Thu, Jan 1, 2026, 12:00 AM ET",
    );
  });
});

describe("the cancellation grace and the customer's changes", () => {
  const made = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  it("is free while awaiting confirmation and within the grace minutes, whatever the tier", () => {
    const late = { pickupAt: now.getTime() + HOUR };
    expect(
      cancellationTerms(booking({ ...late, status: "pending", createdAt: made(600) }), now),
    ).toMatchObject({
      refundPercent: 100,
      fee: 0,
    });
    expect(cancellationTerms(booking({ ...late, createdAt: made(14) }), now).tier).toBe(
      "Free within 15 minutes of booking",
    );
    expect(cancellationTerms(booking({ ...late, createdAt: made(16) }), now)).toMatchObject({
      refundPercent: 0,
    });
    expect(cancellationTerms(booking({ ...late, createdAt: made(16) }), now, 30).refundPercent).toBe(100);
    expect(cancellationTerms(booking({ ...late, createdAt: made(1) }), now, 0).refundPercent).toBe(0);
  });

  it("says at the payment step when the pickup is already inside a fee tier", () => {
    expect(feeTierNotice(now.getTime() + 30 * HOUR, now)).toBeNull();
    expect(feeTierNotice(now.getTime() + 18 * HOUR, now)).toMatch(/costs 50% of the fare from now on/);
    expect(feeTierNotice(now.getTime() + 3 * HOUR, now)).toMatch(
      /^Cancelling this booking costs the full fare from now on, except .* 15 minutes after you book\.$/,
    );
  });

  it("lets the customer change until 12 hours before pickup, and charges a lowered fare's tier share", () => {
    expect(customerChangeTerms(booking({ pickupAt: now.getTime() + 13 * HOUR }), now).allowed).toBe(true);
    expect(customerChangeTerms(booking({ pickupAt: now.getTime() + 11 * HOUR }), now).reason).toMatch(
      /12 hours/,
    );
    expect(customerChangeTerms(booking({ assignmentStatus: "in_progress" }), now).allowed).toBe(false);
    const tiered = booking({ pickupAt: now.getTime() + 18 * HOUR, createdAt: made(60) });
    expect(changeFeeCents(tiered, { beforeCents: 30_000, afterCents: 20_000 }, now)).toBe(5_000);
    expect(changeFeeCents(tiered, { beforeCents: 20_000, afterCents: 30_000 }, now)).toBe(0);
    expect(changeFeeCents(booking(), { beforeCents: 30_000, afterCents: 20_000 }, now)).toBe(0);
    expect(
      changeFeeCents({ ...tiered, createdAt: made(5) }, { beforeCents: 30_000, afterCents: 0 }, now),
    ).toBe(0);
  });
});
