import { describe, expect, it } from "vitest";
import {
  formatTimeLabel,
  formatUsDate,
  isIsoDate,
  isPastServiceDate,
  QUICK_BOOKING_MISSING_FIELDS,
  serviceToday,
  TIME_SLOTS,
  validateQuickBooking,
} from "./time-slots";

const complete = {
  pickupLocation: "Logan Airport",
  destination: "Cambridge, MA",
  date: "2030-05-01",
  time: "09:30",
};

describe("time slots", () => {
  it("offers 48 half-hour slots stored as HH:MM and shown in 12-hour form", () => {
    expect(TIME_SLOTS).toHaveLength(48);
    expect(TIME_SLOTS[0]).toEqual({ value: "00:00", label: "12:00 AM" });
    expect(TIME_SLOTS[1]).toEqual({ value: "00:30", label: "12:30 AM" });
    expect(TIME_SLOTS[24]).toEqual({ value: "12:00", label: "12:00 PM" });
    expect(TIME_SLOTS[47]).toEqual({ value: "23:30", label: "11:30 PM" });
    expect(new Set(TIME_SLOTS.map((s) => s.value)).size).toBe(48);
  });

  it("formats labels", () => {
    expect(formatTimeLabel("13:00")).toBe("1:00 PM");
    expect(formatTimeLabel("11:30")).toBe("11:30 AM");
  });
});

describe("dates", () => {
  it("shows ISO dates as MM/dd/yyyy", () => {
    expect(formatUsDate("2025-03-07")).toBe("03/07/2025");
  });

  it("takes today from Boston's clock, not UTC", () => {
    // 02:00 UTC on March 8 is still March 7 in Boston (UTC-5).
    const now = new Date("2025-03-08T02:00:00Z");
    expect(serviceToday(now)).toBe("2025-03-07");
    expect(isPastServiceDate("2025-03-07", now)).toBe(false);
    expect(isPastServiceDate("2025-03-06", now)).toBe(true);
  });

  it("recognises real calendar dates only", () => {
    expect(isIsoDate("2025-02-28")).toBe(true);
    expect(isIsoDate("2025-02-30")).toBe(false);
    expect(isIsoDate("03/07/2025")).toBe(false);
  });
});

describe("validateQuickBooking", () => {
  const now = new Date("2030-04-01T12:00:00Z");

  it("accepts a complete search", () => {
    expect(validateQuickBooking(complete, now)).toBeNull();
  });

  it("asks for every field", () => {
    for (const field of ["pickupLocation", "destination", "date", "time"] as const) {
      expect(validateQuickBooking({ ...complete, [field]: "  " }, now)).toBe(QUICK_BOOKING_MISSING_FIELDS);
    }
  });

  it("refuses past days and unknown slots", () => {
    expect(validateQuickBooking({ ...complete, date: "2030-03-31" }, now)).toMatch(/today or a later date/);
    expect(validateQuickBooking({ ...complete, time: "09:15" }, now)).toMatch(/pickup time/);
  });

  it("refuses a time the clocks skip", () => {
    const spring = { ...complete, date: "2031-03-09", time: "02:30" };
    expect(validateQuickBooking(spring, now)).toMatch(/does not exist/);
  });
});
