import { describe, expect, it } from "vitest";
import { serviceSlotAt } from "./service-time";
import {
  bookableDates,
  checkPickupDate,
  formatTimeLabel,
  formatUsDate,
  HOURS_REQUIRED,
  isIsoDate,
  isPastServiceDate,
  pickupDateMessage,
  QUICK_BOOKING_MISSING_FIELDS,
  serviceToday,
  slotChoices,
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

  it("takes a pickup date from today in Boston to the horizon, never 1970 or 9999", () => {
    const now = new Date("2025-03-08T02:00:00Z");
    expect(checkPickupDate("2025-03-07", now)).toBeNull();
    expect(checkPickupDate("2025-03-06", now)).toBe("past");
    expect(checkPickupDate("1970-01-01", now)).toBe("past");
    expect(checkPickupDate("2026-03-07", now)).toBeNull();
    expect(checkPickupDate("2026-03-08", now)).toBe("too-far");
    expect(checkPickupDate("9999-12-31", now)).toBe("too-far");
    expect(checkPickupDate("2025-04-07", now, 30)).toBe("too-far");
    expect(pickupDateMessage("too-far", 30)).toBe("Pickups can be booked at most 30 days ahead");
    expect(pickupDateMessage("past")).toBe("Please choose today or a later date");
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

describe("the lead time in the form", () => {
  // 10:05 in Boston (EDT) on 2030-05-01.
  const now = new Date("2030-05-01T14:05:00Z");

  it("refuses a pickup under 2 hours ahead with the server's words, and takes one just past it", () => {
    expect(validateQuickBooking({ ...complete, time: "12:00" }, now)).toBe(
      "Pickups must be booked at least 2 hours ahead",
    );
    expect(validateQuickBooking({ ...complete, time: "10:00" }, now)).toBe("The pickup time is in the past");
    expect(validateQuickBooking({ ...complete, time: "12:30" }, now)).toBeNull();
  });

  it("disables the slots before now + 2 hours, and none on a later day", () => {
    const today = slotChoices("2030-05-01", now);
    expect(today.filter((s) => !s.disabled)[0]?.value).toBe("12:30");
    expect(today.find((s) => s.value === "12:00")?.disabled).toBe(true);
    expect(slotChoices("2030-05-02", now).every((s) => !s.disabled)).toBe(true);
    expect(slotChoices("", now).every((s) => !s.disabled)).toBe(true);
  });

  it("disables the hour the clocks skip", () => {
    const spring = slotChoices("2031-03-09", now);
    expect(spring.filter((s) => s.disabled).map((s) => s.value)).toEqual(["02:00", "02:30"]);
  });

  it("starts the dates tomorrow once today's last slot is under 2 hours away", () => {
    expect(bookableDates(now)).toEqual({ min: "2030-05-01", max: "2031-05-01" });
    // 22:00 in Boston: 23:30 is 1.5 hours away.
    expect(bookableDates(new Date("2030-05-02T02:00:00Z")).min).toBe("2030-05-02");
    expect(bookableDates(new Date("2030-05-01T02:00:00Z")).min).toBe("2030-05-01");
  });
});

describe("hourly searches", () => {
  const now = new Date("2030-04-01T12:00:00Z");
  const hourly = { ...complete, serviceType: "hourly" as const, destination: "", hours: 4 };

  it("take no destination but want the hours", () => {
    expect(validateQuickBooking(hourly, now)).toBeNull();
    expect(validateQuickBooking({ ...hourly, hours: 2 }, now)).toBe(HOURS_REQUIRED);
    expect(validateQuickBooking({ ...hourly, hours: undefined }, now)).toBe(HOURS_REQUIRED);
    expect(validateQuickBooking({ ...hourly, serviceType: "one-way" }, now)).toBe(
      QUICK_BOOKING_MISSING_FIELDS,
    );
  });
});

describe("serviceSlotAt", () => {
  it("names the New York date and the half-hour slot at or before an instant, across midnight and DST", () => {
    expect(serviceSlotAt(Date.parse("2026-11-25T04:59:00Z"))).toEqual({ date: "2026-11-24", time: "23:30" });
    expect(serviceSlotAt(Date.parse("2026-11-25T05:00:00Z"))).toEqual({ date: "2026-11-25", time: "00:00" });
    expect(serviceSlotAt(Date.parse("2026-07-04T16:29:59Z"))).toEqual({ date: "2026-07-04", time: "12:00" });
  });
});
