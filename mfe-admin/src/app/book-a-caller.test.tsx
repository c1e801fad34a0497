import { daysAhead, renderInApp, typeInto } from "@chauffeur/ui/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhoneBookingPanel } from "../features/phone-booking/components/phone-booking-panel";
import { StatsCards } from "../features/stats/components/stats-cards";
import { useAdminChanged } from "../lib/admin-query";

afterEach(() => vi.unstubAllGlobals());

/** The dashboard's counts beside the form, wired as the console wires them. */
function Console() {
  const changed = useAdminChanged();
  return (
    <>
      <StatsCards />
      <PhoneBookingPanel onOpen={vi.fn()} onChanged={changed} />
    </>
  );
}

/** The Worker: the counts it has now, and a caller's booking that adds one (or a refusal). */
function worker(booking: Response | (() => Response)) {
  let total = 4;
  return vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).includes("/api/admin/stats")) {
      return Response.json({
        totalBookings: total,
        pendingBookings: 0,
        activeDrivers: 2,
        unassignedBookings: total,
      });
    }
    if (String(url).includes("/api/admin/bookings") && init?.method === "POST") {
      const answer = typeof booking === "function" ? booking() : booking;
      if (answer.status === 201) total += 1;
      return answer;
    }
    return Response.json({ detail: "not here" }, { status: 404 });
  });
}

async function fillIn() {
  const type = (label: string, text: string) =>
    typeInto(screen.getByLabelText(new RegExp(`^${label}`)), text);
  await type("First name", "Ada");
  await type("Last name", "Lovelace");
  await type("Email", "ada@example.com");
  await type("Phone", "617 555 0142");
  await type("Pickup", "Quincy, MA");
  await type("Destination", "Boston Logan International Airport (BOS), Boston, MA");
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: daysAhead(7) } });
  fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: "10:30" } });
}

const totalShown = () => screen.getByTestId("stat-Total Bookings").textContent;

describe("book a caller", () => {
  it("the dashboard's counts show the new booking at once, not at their next poll", async () => {
    const created = () =>
      Response.json({ bookingId: "bk-9", reference: "BC-9Q2W4E", payLink: "/pay?token=t" }, { status: 201 });
    const fetch = worker(created);
    vi.stubGlobal("fetch", fetch);
    renderInApp(<Console />);
    await waitFor(() => expect(totalShown()).toBe("4"));
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Book and send the payment link" }));
    expect(await screen.findByTestId("phone-booking-created")).toBeTruthy();
    await waitFor(() => expect(totalShown()).toBe("5"));
  });

  it("a refused booking reloads nothing and keeps what was typed", async () => {
    const refused = Response.json({ detail: "time: is too soon" }, { status: 422 });
    const fetch = worker(refused);
    vi.stubGlobal("fetch", fetch);
    renderInApp(<Console />);
    await waitFor(() => expect(totalShown()).toBe("4"));
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Book and send the payment link" }));
    expect(await screen.findByText("is too soon")).toBeTruthy();
    const stats = fetch.mock.calls.filter(([url]) => String(url).includes("/api/admin/stats"));
    expect(stats).toHaveLength(1);
    expect(screen.getByLabelText(/^First name/)).toHaveProperty("value", "Ada");
  });
});
