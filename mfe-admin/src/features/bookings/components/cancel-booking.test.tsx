import { detailFor, renderInApp, serverRefusal, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CancelBookingDialog } from "./cancel-booking";

afterEach(() => vi.unstubAllGlobals());

const booking = {
  id: "bk-1",
  reference: "BC-7K4Q9M",
  status: "confirmed",
  assignmentStatus: null,
  estimatedPrice: 120,
  pickupAt: Date.now() + 7 * 24 * 3600_000,
} as never;

async function open() {
  renderInApp(<CancelBookingDialog booking={booking} onDone={vi.fn()} />);
  await userEvent.click(screen.getByRole("button", { name: "Cancel booking" }));
  return screen.findByRole("alertdialog", { name: "Cancel booking BC-7K4Q9M?" });
}

describe("admin cancel: page and server refuse the same values with the same words", () => {
  it("no reason", async () => {
    const form = await open();
    await userEvent.click(form.querySelector("button[type=submit]") as HTMLButtonElement);
    await waitFor(() => expect(shownErrors(form)).toEqual(["A reason is required"]));
    const server = await serverRefusal("POST", "/api/admin/bookings/bk-1/cancel", { reason: "  " }, "admin");
    expect(server.status).toBe(400);
    expect(detailFor(server.detail, "reason")).toBe("A reason is required");
  });

  it("sends the reason and the waived fee; a refusal shows 'Error: {detail}' and keeps them", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ detail: "This booking is already cancelled." }, { status: 409 }),
    );
    vi.stubGlobal("fetch", fetch);
    const form = await open();
    await typeInto(screen.getByLabelText(/Reason/), "Flight cancelled");
    await userEvent.click(screen.getByText("Waive the fee (full refund)"));
    await userEvent.click(form.querySelector("button[type=submit]") as HTMLButtonElement);
    await waitFor(() => expect(shownErrors(form)).toEqual(["Error: This booking is already cancelled."]));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ reason: "Flight cancelled", waiveFee: true });
    expect(screen.getByLabelText(/Reason/)).toHaveProperty("value", "Flight cancelled");
  });
});
