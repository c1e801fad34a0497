import type { DriverRide } from "@chauffeur/contract";
import { describe, expect, it } from "vitest";
import { countRides, directionsUrl, groupRides, pickupLabel } from "./ride-groups";

function ride(
  id: string,
  date: string,
  time: string,
  status = "assigned",
  bookingStatus = "confirmed",
): DriverRide {
  const pickupAt = Date.parse(`${date}T${time}:00-05:00`);
  return {
    booking: {
      id,
      status: bookingStatus,
      scheduledDate: date,
      scheduledTime: time,
      pickupAt,
      assignmentStatus: status,
    } as DriverRide["booking"],
    assignment: { status, notes: null, respondedAt: null },
  };
}

// 2030-01-15 03:00 UTC is still the 14th in New York.
const NOW = new Date(Date.UTC(2030, 0, 15, 3));

describe("driver ride grouping", () => {
  it("puts today's open rides first, then upcoming ones (soonest first), then past and finished ones (latest first)", () => {
    const rides = [
      ride("later", "2030-01-20", "09:00"),
      ride("past-old", "2030-01-10", "09:00", "completed"),
      ride("today", "2030-01-14", "23:30", "accepted"),
      ride("done-today", "2030-01-14", "08:00", "completed"),
      ride("declined-later", "2030-01-21", "10:00", "rejected"),
      ride("past-recent", "2030-01-13", "09:00", "rejected"),
      ride("running", "2030-01-13", "22:00", "in_progress"),
      ride("called-off", "2030-01-16", "10:00", "accepted", "cancelled"),
    ];
    const { todays, upcoming, past, today } = groupRides(rides, NOW);
    expect(today).toBe("2030-01-14");
    expect(todays.map((r) => r.booking.id)).toEqual(["running", "today"]);
    expect(upcoming.map((r) => r.booking.id)).toEqual(["later"]);
    expect(past.map((r) => r.booking.id)).toEqual([
      "declined-later",
      "called-off",
      "done-today",
      "past-recent",
      "past-old",
    ]);
    expect(countRides(rides)).toEqual({ total: 8, pending: 1, accepted: 5, rejected: 2 });
  });

  it("labels the pickup in service local time and builds a maps link without fetching anything", () => {
    expect(pickupLabel(ride("a", "2030-01-14", "14:30"), "2030-01-14")).toBe("Today, 2:30 PM");
    expect(pickupLabel(ride("a", "2030-03-07", "00:00"), "2030-01-14")).toBe("03/07/2030, 12:00 AM");
    expect(directionsUrl("Logan Airport, Boston", "Cambridge & Co")).toBe(
      "https://www.google.com/maps/dir/?api=1&origin=Logan+Airport%2C+Boston&destination=Cambridge+%26+Co&travelmode=driving",
    );
  });
});
