import type { AdminPayment, StaffRole } from "@chauffeur/contract";
import { detailFor, renderInApp, serverRefusal, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StaffProvider } from "../../../lib/staff";
import { ExtrasPanel } from "./extras-panel";

afterEach(() => vi.unstubAllGlobals());

const payment: AdminPayment = {
  state: "captured",
  currency: "usd",
  fareCents: 21_500,
  verifiedCents: 0,
  heldCents: 0,
  capturedCents: 23_000,
  refundedCents: 0,
  captureBefore: null,
  lines: [],
  settled: true,
  events: [],
  extras: [
    {
      code: "waiting_time",
      description: "Waiting time (10 min beyond 15 free)",
      amountCents: 1500,
      addedAt: "2026-11-20T15:00:00.000Z",
      addedBy: "driver",
      state: "captured",
    },
  ],
};
const booking = { id: "bk-1", reference: "BC-7K4Q9M", status: "completed", payment };

/** The panel as `role` sees it; the API answers an extra, recording what was posted and with which key. */
function show(role: StaffRole) {
  const posted: { url: string; body: unknown; key: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      posted.push({
        url: String(url),
        body: JSON.parse(String(init?.body)),
        key: new Headers(init?.headers).get("idempotency-key"),
      });
      return Response.json(
        {
          message: "Tolls: Mass Pike ($12.50) added: charged to the saved card",
          line: { code: "toll", description: "Tolls: Mass Pike", amountCents: 1250 },
          outcome: "charged",
        },
        { status: 201 },
      );
    }),
  );
  const onChanged = vi.fn();
  renderInApp(
    <StaffProvider staff={{ id: "s-1", name: "Rosa", role, refundLimitCents: null }}>
      <ExtrasPanel booking={booking} onChanged={onChanged} />
    </StaffProvider>,
  );
  return { posted, onChanged };
}

describe("the booking's extras in the console", () => {
  it("lists each extra with where its money stands", () => {
    show("accountant");
    const extra = screen.getByTestId("extra");
    expect(within(extra).getByText("Waiting time (10 min beyond 15 free)")).toBeTruthy();
    expect(within(extra).getByText("$15.00")).toBeTruthy();
    expect(within(extra).getByTestId("extra-state").textContent).toBe("Captured with the fare");
    expect(within(extra).getByText(/by the chauffeur/)).toBeTruthy();
  });

  it("offers the form to dispatch only, as the API does (an accountant gets 403 there)", async () => {
    show("accountant");
    expect(screen.queryByRole("button", { name: "Add an extra" })).toBeNull();
    cleanup();
    show("dispatcher");
    expect(screen.getByRole("button", { name: "Add an extra" })).toBeTruthy();
  });

  it("refuses what the server refuses in the same words, then posts the extra with a key", async () => {
    const { posted, onChanged } = show("dispatcher");
    await userEvent.click(screen.getByRole("button", { name: "Add an extra" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an extra" });
    expect(within(dialog).getByText(/the saved card is charged for it now/)).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText("What"), "other");
    await typeInto(within(dialog).getByLabelText("Amount (USD)"), "12.50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add extra" }));
    const server = await serverRefusal(
      "POST",
      "/api/admin/bookings/bk-1/extras",
      { kind: "other", amountCents: 1250, note: "" },
      "admin",
    );
    expect(server.status).toBe(400);
    await waitFor(() => expect(shownErrors(dialog)).toEqual([detailFor(server.detail, "note")]));
    expect(posted).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByLabelText("What"), "toll");
    await typeInto(within(dialog).getByLabelText(/Note/), "Mass Pike");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add extra" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.url).toContain("/api/admin/bookings/bk-1/extras");
    expect(posted[0]?.body).toEqual({ kind: "toll", amountCents: 1250, note: "Mass Pike" });
    expect(posted[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });
});
