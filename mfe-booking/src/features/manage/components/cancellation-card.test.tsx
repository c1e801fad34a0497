import { type CancellationTerms, type CustomerBooking, SITE_DEFAULTS } from "@chauffeur/contract";
import { renderInApp } from "@chauffeur/ui/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { customerBooking } from "../lib/customer-booking.fixture";
import { CancellationCard } from "./cancellation-card";

const FULL_REFUND: CancellationTerms = {
  allowed: true,
  reason: null,
  refundPercent: 100,
  fee: 0,
  tier: "More than 48 hours before pickup: full refund",
};
const DRIVEN: CancellationTerms = {
  allowed: false,
  reason: "This ride has been completed.",
  refundPercent: 0,
  fee: 0,
  tier: "",
};

/** A round trip as the look-up answers it: the outbound's terms, and its return ride's. */
function roundTrip(
  outbound: CancellationTerms,
  back: CancellationTerms,
  backStatus = "pending",
): CustomerBooking {
  return customerBooking({
    status: outbound.allowed ? "pending" : "completed",
    cancellation: outbound,
    returnRide: {
      reference: "BC-7K4Q9M-R",
      status: backStatus,
      chauffeurFirstName: null,
      pickupLocation: "Boston Logan International Airport (BOS), Boston, MA",
      destination: "Quincy, MA",
      scheduledDate: "2030-05-08",
      scheduledTime: "10:00",
      pickupAt: Date.parse("2030-05-08T14:00:00Z"),
      estimatedPrice: 110,
      payment: null,
      cancellation: back,
    },
  });
}

function show(booking: CustomerBooking) {
  const onCancel = vi.fn(async () => true);
  renderInApp(
    <CancellationCard
      booking={booking}
      site={SITE_DEFAULTS}
      cancelling={false}
      error={null}
      onCancel={onCancel}
    />,
  );
  return onCancel;
}

describe("a round trip's return ride on the customer's page", () => {
  it("can be cancelled alone once the outbound has been driven, with its own terms", async () => {
    const onCancel = show(roundTrip(DRIVEN, FULL_REFUND));
    expect(screen.getByText("This ride has been completed.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel Booking" })).toBeNull();
    expect(screen.getByText(`Return ride BC-7K4Q9M-R: ${FULL_REFUND.tier}`)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel Return Ride" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel return ride BC-7K4Q9M-R?" });
    expect(within(dialog).getByText(/You will receive a full refund/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Reason for cancelling/), "Getting a lift back");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel Return Ride" }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledWith("Getting a lift back", "return"));
  });

  it("is offered alone beside the whole booking while both can be cancelled", async () => {
    const onCancel = show(roundTrip(FULL_REFUND, FULL_REFUND));
    expect(screen.getByRole("button", { name: "Cancel Booking" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Cancel Only the Return Ride" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel return ride BC-7K4Q9M-R?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep Return Ride" }));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("says so once it is cancelled, and offers nothing more", () => {
    show(roundTrip(DRIVEN, { ...DRIVEN, reason: "This booking is cancelled." }, "cancelled"));
    expect(screen.getByText("Your return ride BC-7K4Q9M-R is cancelled.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Return Ride/ })).toBeNull();
  });
});
