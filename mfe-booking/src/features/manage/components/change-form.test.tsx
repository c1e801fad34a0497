import { daysAhead, renderInApp } from "@chauffeur/ui/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { customerBooking } from "../lib/customer-booking.fixture";
import { ChangeForm } from "./change-form";

const preview = { fareCents: 24_000, feeCents: 0, differenceCents: 3_000, reassignment: false };

describe("Manage Booking's change form", () => {
  it("starts from the booking and asks the price of the change with the stops as a list", async () => {
    const onPreview = vi.fn(async () => preview);
    const booking = customerBooking({
      scheduledDate: daysAhead(7),
      stops: ["Braintree, MA"],
      luggageCount: 3,
    });
    renderInApp(<ChangeForm booking={booking} onPreview={onPreview} onSave={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByLabelText(/^Pickup\W*$/)).toHaveProperty("value", "Quincy, MA");
    expect(screen.getByLabelText("Luggage")).toHaveProperty("value", "3");
    const stops = screen.getByLabelText("Stops on the way (one a line)");
    expect(stops).toHaveProperty("value", "Braintree, MA");
    fireEvent.change(stops, { target: { value: "Braintree, MA\n  Milton, MA  \n" } });
    await userEvent.selectOptions(screen.getByLabelText("Passengers"), "1");
    await userEvent.click(screen.getByRole("button", { name: "Review the new price" }));
    await screen.findByTestId("change-preview");
    expect(onPreview).toHaveBeenCalledWith(
      expect.objectContaining({ stops: ["Braintree, MA", "Milton, MA"], passengerCount: 1, luggageCount: 3 }),
    );
  });

  it("has no destination for an hourly ride", async () => {
    const booking = customerBooking({ serviceType: "hourly", hours: 4, destination: "" });
    renderInApp(<ChangeForm booking={booking} onPreview={vi.fn()} onSave={vi.fn()} onClose={vi.fn()} />);
    await waitFor(() => expect(screen.getByLabelText("Vehicle")).toHaveProperty("value", "sedan"));
    expect(screen.queryByLabelText(/^Destination/)).toBeNull();
  });
});
