import { QuickBookingSearchForm, SITE_DEFAULTS, serviceToday } from "@chauffeur/contract";
import { renderInApp, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
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
  renderInApp(<QuickBookingForm site={SITE_DEFAULTS} />);
});

describe("Quick Booking: the form says what the contract's schema says", () => {
  it("a missing field: 'Please fill all fields'", async () => {
    const search = { pickupLocation: "Logan Airport", destination: "", date: serviceToday(), time: "09:30" };
    await fill(search);
    expect(shownErrors()).toEqual(["Please fill all fields"]);
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
    expect(shownErrors()).toEqual(["Please choose today or a later date"]);
    expect(contractSays(search)).toEqual(["Please choose today or a later date"]);
    await typeInto(screen.getByRole("combobox", { name: /Destination/ }), ", MA");
    expect(shownErrors()).toEqual([]);
  });
});
