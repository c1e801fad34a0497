import type { OpenAlert, StaffRole } from "@chauffeur/contract";
import { detailFor, renderInApp, serverRefusal, typeInto } from "@chauffeur/ui/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StaffProvider } from "../../../lib/staff";
import { ExceptionsPanel } from "./exceptions-panel";

afterEach(() => vi.unstubAllGlobals());

const alerts: OpenAlert[] = [
  {
    id: 7,
    kind: "low_rating",
    bookingId: "b-1",
    reference: "BC-7K4Q9M",
    raisedAt: "2026-11-20T15:00:00.000Z",
    detail: "Rated 2 of 5 by the customer. What went wrong: Car.",
  },
  {
    id: 8,
    kind: "reconciliation",
    bookingId: "b-2",
    reference: "BC-2",
    raisedAt: "2026-11-20T14:00:00.000Z",
    detail: "The processor holds $10.00 more than the ledger.",
  },
];

/** The panel as `role` sees it; the API answers the alerts and a resolve, recording what was posted. */
function show(role: StaffRole) {
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        posted.push({ url: String(url), body: JSON.parse(String(init.body)) });
        return Response.json({ message: "Marked as checked" });
      }
      return Response.json({ items: alerts });
    }),
  );
  renderInApp(
    <StaffProvider staff={{ id: "s-1", name: "Rosa", role, refundLimitCents: null }}>
      <ExceptionsPanel onOpen={vi.fn()} />
    </StaffProvider>,
  );
  return posted;
}

describe("marking an exception as checked", () => {
  it("dispatch marks a low rating as checked with a note; a payment difference clears itself", async () => {
    const posted = show("dispatcher");
    await screen.findByText(/Rated 2 of 5/);
    expect(screen.getAllByRole("button", { name: /^Mark as checked/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Mark as checked: Low rating on BC-7K4Q9M" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark as checked: Low rating on BC-7K4Q9M" });
    const note = within(dialog).getByLabelText(/What was done/);
    // The page and the server refuse the same note in the same words.
    await typeInto(note, "x".repeat(501));
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as checked" }));
    const server = await serverRefusal(
      "POST",
      "/api/admin/alerts/7/resolve",
      { note: "x".repeat(501) },
      "admin",
    );
    expect(server.status).toBe(400);
    await within(dialog).findByText(detailFor(server.detail, "note") ?? "?");
    expect(posted).toEqual([]);

    await userEvent.clear(note);
    await typeInto(note, "Called the customer");
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark as checked" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.url).toContain("/api/admin/alerts/7/resolve");
    expect(posted[0]?.body).toEqual({ note: "Called the customer" });
  });

  it("shows no mark to staff who do not dispatch", async () => {
    show("accountant");
    await screen.findByText(/Rated 2 of 5/);
    expect(screen.queryByRole("button", { name: /^Mark as checked/ })).toBeNull();
  });
});
