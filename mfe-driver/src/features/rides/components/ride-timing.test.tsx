import type { DriverRide } from "@chauffeur/contract";
import { renderInApp } from "@chauffeur/ui/testing";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RideProgress } from "./ride-progress";
import { WaitingClock } from "./waiting-clock";

const MIN = 60_000;
const NOW = Date.parse("2030-01-15T15:00:00Z"); // 10:00 AM in Boston

function ride(patch: Partial<DriverRide["booking"]>, assignment = "in_progress"): DriverRide {
  return {
    booking: {
      id: "b1",
      reference: "BC-TEST01",
      status: "confirmed",
      serviceType: "one-way",
      vehicleType: "sedan",
      pickupLocation: "Quincy, MA",
      pickupAt: NOW,
      rideStage: null,
      rideStageAt: null,
      customerInfo: { firstName: "Ada", lastName: "Lovelace", email: "a@example.com", phone: "617" },
      ...patch,
    } as DriverRide["booking"],
    assignment: { status: assignment, notes: null, respondedAt: null },
  };
}

afterEach(() => vi.useRealTimers());

describe("the ride's clock in the driver app", () => {
  it("offers 'on my way' only from 3 hours before pickup, and says when before", () => {
    vi.useFakeTimers({ now: NOW - 4 * 60 * MIN, toFake: ["Date", "setInterval", "clearInterval"] });
    renderInApp(<RideProgress ride={ride({}, "accepted")} busy={false} onStep={vi.fn()} />);
    expect(screen.getByTestId("step-not-yet").textContent).toBe(
      '"On my way" opens 3 hours before pickup, at Tue, Jan 15, 7:00 AM ET.',
    );
    expect(screen.queryByRole("button")).toBeNull();
    // An hour later the clock has moved on and the step is offered.
    act(() => vi.advanceTimersByTime(60 * MIN));
    expect(screen.getByRole("button", { name: "Start: on my way" })).toBeTruthy();
  });

  it("counts waiting from the pickup time, free for 15 minutes in town, then what it adds", () => {
    vi.useFakeTimers({ now: NOW + 10 * MIN, toFake: ["Date", "setInterval", "clearInterval"] });
    const arrived = ride({ rideStage: "arrived", rideStageAt: new Date(NOW - 5 * MIN).toISOString() });
    renderInApp(<WaitingClock ride={arrived} />);
    const clock = screen.getByRole("timer", { name: "Waiting time" });
    expect(clock.textContent).toBe("Waiting 10 minFree until 10:15 AM ET");
    act(() => vi.advanceTimersByTime(12 * MIN));
    expect(clock.textContent).toBe("Waiting 22 min7 min beyond the free time: $10.50 added to the fare");
  });

  it("has no waiting charge for an hourly ride, and no clock before arrival", () => {
    const hourly = ride({
      serviceType: "hourly",
      rideStage: "arrived",
      rideStageAt: new Date().toISOString(),
    });
    const { unmount } = renderInApp(<WaitingClock ride={hourly} />);
    expect(screen.getByText("Hourly booking: waiting is part of the booked hours.")).toBeTruthy();
    unmount();
    renderInApp(
      <WaitingClock ride={ride({ rideStage: "en_route", rideStageAt: new Date().toISOString() })} />,
    );
    expect(screen.queryByRole("timer")).toBeNull();
  });
});
