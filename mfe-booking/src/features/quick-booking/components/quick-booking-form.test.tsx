import { QuickBookingSearchForm, SITE_DEFAULTS, serviceToday } from "@chauffeur/contract";
import { renderInApp, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKING_DRAFT_KEY } from "../../../lib/draft/draft-key";
import QuickBookingForm from "./quick-booking-form";

/** The contract's message for a search, the one the form must show. */
function contractSays(search: Record<string, string>) {
  const parsed = QuickBookingSearchForm.safeParse({ serviceType: "one-way", ...search });
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
}

const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function fill(search: { pickupLocation: string; destination: string; date: string; time: string }) {
  if (search.pickupLocation)
    await typeInto(screen.getByRole("combobox", { name: /Pickup location/ }), search.pickupLocation);
  if (search.destination)
    await typeInto(screen.getByRole("combobox", { name: /Destination/ }), search.destination);
  fireEvent.change(screen.getByLabelText(/Date/), { target: { value: search.date } });
  if (search.time) await userEvent.selectOptions(screen.getByLabelText(/Time/), search.time);
  await userEvent.click(screen.getByRole("button", { name: "Book Now" }));
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json([])),
  );
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Quick Booking: the form says what the contract's schema says", () => {
  beforeEach(() => {
    renderInApp(<QuickBookingForm site={SITE_DEFAULTS} />);
  });

  it("a missing field: 'Please fill all fields'", async () => {
    const search = { pickupLocation: "Logan Airport", destination: "", date: serviceToday(), time: "09:30" };
    await fill(search);
    await waitFor(() => expect(shownErrors()).toEqual(["Please fill all fields"]));
    expect(contractSays(search)).toEqual(["Please fill all fields"]);
  });

  it("yesterday in Boston, then the message clears on an edit", async () => {
    const search = {
      pickupLocation: "Logan Airport",
      destination: "Cambridge",
      date: dayBefore(serviceToday()),
      time: "09:30",
    };
    await fill(search);
    await waitFor(() => expect(shownErrors()).toEqual(["Please choose today or a later date"]));
    expect(contractSays(search)).toEqual(["Please choose today or a later date"]);
    await typeInto(screen.getByRole("combobox", { name: /Destination/ }), ", MA");
    await waitFor(() => expect(shownErrors()).toEqual([]));
  });
});

const stored = () => JSON.parse(sessionStorage.getItem(BOOKING_DRAFT_KEY) ?? "{}");
const option = (label: string) => screen.getByRole<HTMLOptionElement>("option", { name: label });

describe("the lead time in the form (10:05 AM in Boston on 05/01/2030)", () => {
  beforeEach(() => {
    // Only the clock: user-event's own timers stay real.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-05-01T14:05:00Z"));
  });

  it("offers no time under 2 hours ahead, and no day before today", () => {
    renderInApp(<QuickBookingForm site={SITE_DEFAULTS} />);
    expect(screen.getByLabelText(/Date/).getAttribute("min")).toBe("2030-05-01");
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: "2030-05-01" } });
    expect(option("12:00 PM").disabled).toBe(true);
    expect(option("10:00 AM").disabled).toBe(true);
    expect(option("12:30 PM").disabled).toBe(false);
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: "2030-05-02" } });
    expect(option("12:00 PM").disabled).toBe(false);
  });

  it("says so when a stored draft became too soon, keeps the rest, and books the new time", async () => {
    sessionStorage.setItem(
      BOOKING_DRAFT_KEY,
      JSON.stringify({
        serviceType: "one-way",
        pickupLocation: "Logan Airport",
        destination: "Cambridge, MA",
        date: "2030-05-01",
        time: "11:00",
        passengerCount: 3,
        estimatedPrice: 210,
        idempotencyKey: "k-1",
      }),
    );
    renderInApp(<QuickBookingForm site={SITE_DEFAULTS} />);
    expect(screen.getByRole<HTMLInputElement>("combobox", { name: /Pickup location/ }).value).toBe(
      "Logan Airport",
    );
    expect(screen.getByLabelText<HTMLSelectElement>(/Time/).value).toBe("");
    await waitFor(() =>
      expect(shownErrors()).toEqual([
        "Your pickup at 11:00 AM on 05/01/2030 cannot be booked: Pickups must be booked at least 2 hours ahead. Please choose another time.",
      ]),
    );
    await userEvent.selectOptions(screen.getByLabelText(/Time/), "14:00");
    await userEvent.click(screen.getByRole("button", { name: "Book Now" }));
    expect(stored()).toMatchObject({ time: "14:00", passengerCount: 3, destination: "Cambridge, MA" });
    expect(stored().idempotencyKey).toBeUndefined();
    expect(stored().estimatedPrice).toBeUndefined();
  });
});

describe("hourly, and a vehicle carried from the fleet page", () => {
  it("asks for the hours and takes no drop-off", async () => {
    renderInApp(<QuickBookingForm site={SITE_DEFAULTS} />);
    await userEvent.click(screen.getByRole("radio", { name: "Hourly" }));
    expect(screen.getByRole("combobox", { name: /Drop-off \(optional\)/ })).toBeTruthy();
    await typeInto(screen.getByRole("combobox", { name: /Pickup location/ }), "Four Seasons Hotel Boston");
    const tomorrow = new Date(Date.parse(`${serviceToday()}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: tomorrow } });
    await userEvent.selectOptions(screen.getByLabelText(/Time/), "18:00");
    await userEvent.selectOptions(screen.getByLabelText(/Hours/), "5");
    await userEvent.click(screen.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(shownErrors()).toEqual([]));
    expect(stored()).toMatchObject({ serviceType: "hourly", hours: 5, destination: "" });
  });

  it("keeps the vehicle the fleet page's link names", async () => {
    renderInApp(<QuickBookingForm site={SITE_DEFAULTS} />, { path: "/booking?vehicle=luxury-suv" });
    await typeInto(screen.getByRole("combobox", { name: /Pickup location/ }), "Logan Airport");
    await typeInto(screen.getByRole("combobox", { name: /Destination/ }), "Cambridge, MA");
    const tomorrow = new Date(Date.parse(`${serviceToday()}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    fireEvent.change(screen.getByLabelText(/Date/), { target: { value: tomorrow } });
    await userEvent.selectOptions(screen.getByLabelText(/Time/), "09:00");
    await userEvent.click(screen.getByRole("button", { name: "Book Now" }));
    expect(stored()).toMatchObject({ selectedVehicle: "luxury-suv", serviceType: "one-way" });
  });
});
