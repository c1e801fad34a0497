import { RETURN_BEFORE_OUTBOUND } from "@chauffeur/contract";
import { daysAhead, detailFor, renderInApp, serverRefusal } from "@chauffeur/ui/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BookingDraft } from "../../../lib/draft/draft-schema";
import { TripExtras } from "./trip-extras";

const draftOf = (extra: Partial<BookingDraft>) =>
  BookingDraft.parse({
    serviceType: "one-way",
    pickupLocation: "Quincy, MA",
    destination: "Worcester, MA",
    date: daysAhead(10),
    time: "09:00",
    ...extra,
  });

const timeOption = (value: string) =>
  screen
    .getByRole("combobox", { name: "Return time" })
    .querySelector<HTMLOptionElement>(`option[value="${value}"]`);

describe("stops and the return ride on the vehicle step", () => {
  it("offers no return time before the outbound arrives; the server refuses one before the outbound pickup", async () => {
    // 57 miles at city speed: the outbound arrives about 2 h 25 min after its 9:00 pickup.
    renderInApp(
      <TripExtras
        draft={draftOf({ returnTrip: { date: daysAhead(10), time: "" } })}
        miles={57}
        onChange={vi.fn()}
      />,
    );
    expect(timeOption("09:00")?.disabled).toBe(true);
    expect(timeOption("11:00")?.disabled).toBe(true);
    expect(timeOption("11:30")?.disabled).toBe(false);
    const { status, detail } = await serverRefusal("POST", "/api/quote", {
      pickupLocation: "Quincy, MA",
      destination: "Worcester, MA",
      vehicleType: "sedan",
      date: daysAhead(10),
      tripTime: "09:00",
      returnTrip: { date: daysAhead(10), time: "09:00" },
    });
    expect(status).toBe(400);
    expect(detailFor(detail, "returnTrip.time")).toBe(RETURN_BEFORE_OUTBOUND);
  });

  it("says when a chosen return time is no longer possible, and stops adding stops at 3", () => {
    renderInApp(
      <TripExtras
        draft={draftOf({
          stops: ["Boston, MA", "", "Cambridge, MA"],
          returnTrip: { date: daysAhead(10), time: "10:00" },
        })}
        miles={57}
        onChange={vi.fn()}
      />,
    );
    screen.getByText("This time is before your outbound ride arrives; please choose a later one.");
    expect(screen.getByRole("button", { name: "3 stops at most" })).toHaveProperty("disabled", true);
    expect(screen.getAllByRole("combobox", { name: /^Stop \d/ })).toHaveLength(3);
  });
});
