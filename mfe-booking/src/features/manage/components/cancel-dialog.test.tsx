import { detailFor, renderInApp, serverRefusal, shownErrors } from "@chauffeur/ui/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CancelDialog } from "./cancel-dialog";

const terms = { allowed: true, refundPercent: 100, fee: 0, refund: 120, reason: null } as never;

function show(onConfirm = vi.fn(async () => true)) {
  renderInApp(
    <CancelDialog
      open
      reference="BC-7K4Q9M"
      terms={terms}
      cancelling={false}
      onKeep={vi.fn()}
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

describe("customer cancel: page and server refuse the same reason with the same words", () => {
  it("a reason over 500 characters (pasted past the box's limit)", async () => {
    const onConfirm = show();
    const form = await screen.findByRole("alertdialog", { name: /Cancel booking/ });
    fireEvent.change(screen.getByLabelText(/Reason for cancelling/), { target: { value: "x".repeat(501) } });
    await userEvent.click(screen.getByRole("button", { name: "Cancel Booking" }));
    await waitFor(() => expect(shownErrors(form)).toHaveLength(1));
    expect(onConfirm).not.toHaveBeenCalled();
    const server = await serverRefusal(
      "POST",
      "/api/bookings/BC-7K4Q9M/cancel",
      { reason: "x".repeat(501) },
      "customer",
    );
    expect(server.status).toBe(400);
    expect(detailFor(server.detail, "reason")).toBe(shownErrors(form)[0]);
  });

  it("an empty reason is fine: it is optional", async () => {
    const onConfirm = show();
    await userEvent.click(await screen.findByRole("button", { name: "Cancel Booking" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(""));
  });
});
