import {
  daysAhead,
  detailFor,
  renderInApp,
  serverRefusal,
  shownErrors,
  typeInto,
} from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FlightDialog } from "./flight-dialog";

function show() {
  const onContinue = vi.fn();
  renderInApp(<FlightDialog open initial="" onContinue={onContinue} onSkip={vi.fn()} />);
  return onContinue;
}

/** A booking as POST /api/bookings takes it, with the flight the dialog was given. */
const booking = (flightNumber: string) => ({
  serviceType: "one-way",
  pickupLocation: "Boston Logan International Airport (BOS), Boston, MA",
  destination: "Cambridge, MA",
  date: daysAhead(30),
  time: "09:30",
  vehicleType: "sedan",
  flightNumber,
  customerInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "(617) 555-0142" },
  paymentInfo: { provider: "sandbox", token: "tok_visa", cardLast4: "4242" },
});

describe("the flight dialog: page and server refuse the same flight with the same words", () => {
  it("'Delta 12' is not a flight designator", async () => {
    const onContinue = show();
    const dialog = await screen.findByRole("dialog", { name: /flight number/ });
    await typeInto(screen.getByLabelText("Flight number"), "Delta 12");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(shownErrors(dialog)).toHaveLength(1));
    expect(onContinue).not.toHaveBeenCalled();
    const server = await serverRefusal("POST", "/api/bookings", booking("Delta 12"));
    expect(server.status).toBe(400);
    expect(detailFor(server.detail, "flightNumber")).toBe(shownErrors(dialog)[0]);
  });

  it("takes one written any way, as 'B6 1419'; and none at all", async () => {
    const onContinue = show();
    await typeInto(await screen.findByLabelText("Flight number"), "b6-1419");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith("B6 1419"));
    await userEvent.clear(screen.getByLabelText("Flight number"));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onContinue).toHaveBeenLastCalledWith(""));
  });
});
