import { daysAhead, renderInApp } from "@chauffeur/ui/testing";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditBookingDialog } from "./edit-booking";

afterEach(() => vi.unstubAllGlobals());

const booking = {
  id: "bk-1",
  reference: "BC-7K4Q9M",
  serviceType: "one-way",
  scheduledDate: daysAhead(7),
  scheduledTime: "10:30",
  pickupLocation: "Quincy, MA",
  destination: "Boston Logan International Airport (BOS), Boston, MA",
  stops: ["Braintree, MA"],
  vehicleType: "sedan",
  passengerCount: 2,
  luggageCount: 1,
  childSeats: 0,
  flightNumber: null,
  specialRequests: null,
  driverNotes: "Gate B",
  dispatchNotes: null,
  updatedAt: "2026-01-01T00:00:00.000Z",
} as never;

async function open() {
  await userEvent.click(screen.getByRole("button", { name: "Change booking" }));
  return screen.findByRole("dialog", { name: "Change booking BC-7K4Q9M" });
}

describe("the console's change of a booking", () => {
  it("starts from the booking as it is and sends the stops as a list, one a line", async () => {
    const fetch = vi.fn(async () => Response.json({ detail: "The state moved" }, { status: 409 }));
    vi.stubGlobal("fetch", fetch);
    renderInApp(<EditBookingDialog booking={booking} onDone={vi.fn()} />);
    const dialog = await open();
    expect(screen.getByLabelText("Pickup")).toHaveProperty("value", "Quincy, MA");
    expect(screen.getByLabelText("Passengers")).toHaveProperty("value", "2");
    expect(screen.getByLabelText("Vehicle")).toHaveProperty("value", "sedan");
    const stops = screen.getByLabelText("Stops (one a line)");
    expect(stops).toHaveProperty("value", "Braintree, MA");
    fireEvent.change(stops, { target: { value: " Braintree, MA \n\nMilton, MA" } });
    await userEvent.selectOptions(screen.getByLabelText("Child seats"), "1");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      stops: ["Braintree, MA", "Milton, MA"],
      childSeats: 1,
      passengerCount: 2,
      driverNotes: "Gate B",
    });
    // What was typed stays as typed while the dialog is open.
    expect(stops).toHaveProperty("value", " Braintree, MA \n\nMilton, MA");
    expect(dialog).toBeTruthy();
  });

  it("opened again, shows the booking's stops, not what was typed before it was closed", async () => {
    renderInApp(<EditBookingDialog booking={booking} onDone={vi.fn()} />);
    await open();
    fireEvent.change(screen.getByLabelText("Stops (one a line)"), { target: { value: "Milton, MA" } });
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await open();
    expect(screen.getByLabelText("Stops (one a line)")).toHaveProperty("value", "Braintree, MA");
  });

  it("a party refused for its vehicle: changing the party clears the reason at the vehicle", async () => {
    const detail = "vehicleType: Your selection requires an SUV vehicle due to capacity requirements.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ detail }, { status: 422 })),
    );
    renderInApp(<EditBookingDialog booking={booking} onDone={vi.fn()} />);
    await open();
    await userEvent.selectOptions(screen.getByLabelText("Passengers"), "5");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const reason = await screen.findByText(/requires an SUV vehicle/);
    expect(reason).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Passengers"), "2");
    await waitFor(() => expect(screen.queryByText(/requires an SUV vehicle/)).toBeNull());
  });

  it("prices the change before saving: the fare it leaves, asked with preview and nothing saved", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ fareCents: 26_000, feeCents: 0, differenceCents: 6_000, reassignment: false }),
    );
    vi.stubGlobal("fetch", fetch);
    const onDone = vi.fn();
    renderInApp(<EditBookingDialog booking={booking} onDone={onDone} />);
    await open();
    await userEvent.selectOptions(screen.getByLabelText("Vehicle"), "suv");
    await userEvent.click(screen.getByRole("button", { name: "Price this change" }));
    const status = within(screen.getByTestId("change-price")).getByRole("status");
    await waitFor(() => expect(status.textContent).toBe("The fare after this change: $260.00 (now $200.00)"));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toMatchObject({ vehicleType: "suv", preview: true });
    expect(onDone).not.toHaveBeenCalled();
    // Another value: the answer was for the change as it was asked, so it goes.
    await userEvent.selectOptions(screen.getByLabelText("Passengers"), "3");
    await waitFor(() => expect(status.textContent).toBe(""));
  });

  it("a hand-set price: the rule asking for the changed trip's price shows at the price field", async () => {
    const detail =
      "priceOverrideCents: the fare was set by hand ($200.00), so give the changed trip's price and a reason (the rules' price: $231.00)";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ detail }, { status: 422 })),
    );
    renderInApp(<EditBookingDialog booking={booking} onDone={vi.fn()} />);
    await open();
    await userEvent.selectOptions(screen.getByLabelText("Vehicle"), "suv");
    await userEvent.click(screen.getByRole("button", { name: "Price this change" }));
    const field = screen.getByLabelText("Price override (USD)");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(/the fare was set by hand \(\$200\.00\)/)).toBeTruthy();
  });
});
