import type { Driver } from "@chauffeur/contract";
import { detailFor, renderInApp, serverRefusal, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditDriverDialog } from "./edit-driver-dialog";

afterEach(() => vi.unstubAllGlobals());

const driver: Driver = {
  id: "d-1",
  status: "active",
  driverInfo: {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    phone: "617 555 0142",
    licenseNumber: "MA-1",
    vehicleTypes: ["sedan", "suv"],
    car: { make: "Lincoln", model: "Navigator", colour: "Black", plate: null },
  },
  assignedBookings: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  payoutPercent: 70,
  rating: { average: null, count: 0, flagged: false },
};

async function open(onSaved = vi.fn(), payShare = false) {
  renderInApp(<EditDriverDialog driver={driver} onSaved={onSaved} payShare={payShare} />);
  await userEvent.click(screen.getByRole("button", { name: "Edit Grace Hopper" }));
  return screen.findByRole("dialog", { name: "Edit Grace Hopper" });
}

const submit = (form: HTMLElement) =>
  userEvent.click(form.querySelector<HTMLButtonElement>("button[type=submit]") as HTMLButtonElement);

describe("edit driver", () => {
  it("opens with the driver's details and refuses what the server refuses, in the same words", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const form = await open();
    expect(screen.getByLabelText(/Email/)).toHaveProperty("value", "grace@example.com");
    expect(screen.getByRole("checkbox", { name: /suv/i })).toHaveProperty("checked", true);
    await userEvent.clear(screen.getByLabelText(/Email/));
    await typeInto(screen.getByLabelText(/Email/), "grace@example.c");
    await userEvent.click(screen.getByRole("checkbox", { name: /sedan/i }));
    await userEvent.click(screen.getByRole("checkbox", { name: /suv/i }));
    await submit(form);
    const words = ["Please enter a valid email", "Choose at least one vehicle type"];
    await waitFor(() => expect(shownErrors(form)).toEqual(words));
    expect(fetch).not.toHaveBeenCalled();

    const server = await serverRefusal(
      "PATCH",
      "/api/admin/drivers/d-1",
      { driverInfo: { ...driver.driverInfo, email: "grace@example.c", vehicleTypes: [] }, status: "active" },
      "admin",
    );
    expect(server.status).toBe(400);
    expect(["driverInfo.email", "driverInfo.vehicleTypes"].map((p) => detailFor(server.detail, p))).toEqual(
      words,
    );
  });

  it("sends the whole driver with PATCH, and keeps the dialog open with the server's reason on a 409", async () => {
    const onSaved = vi.fn();
    const form = await open(onSaved);
    const conflict = vi.fn(async () =>
      Response.json(
        { detail: "This driver holds upcoming suv rides (BC-1): reassign them before removing suv" },
        { status: 409 },
      ),
    );
    vi.stubGlobal("fetch", conflict);
    await userEvent.click(screen.getByRole("checkbox", { name: /suv/i }));
    await submit(form);
    await waitFor(() =>
      expect(shownErrors(form)).toEqual([
        "Error: This driver holds upcoming suv rides (BC-1): reassign them before removing suv",
      ]),
    );
    const [url, init] = conflict.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain("/api/admin/drivers/d-1");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(String(init.body))).toEqual({
      driverInfo: { ...driver.driverInfo, vehicleTypes: ["sedan"] },
      status: "active",
    });
    expect(screen.getByLabelText("Plate")).toHaveProperty("value", "");
    expect(onSaved).not.toHaveBeenCalled();

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message: "Driver Grace Hopper updated successfully" })),
    );
    await userEvent.selectOptions(screen.getByLabelText(/Status/), "inactive");
    await submit(form);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });

  it("leaves the pay share out for staff who do not set pay", async () => {
    await open();
    expect(screen.queryByLabelText(/Pay share/)).toBeNull();
  });

  it("sets the pay share for the pay staff, refusing what the server refuses in its words", async () => {
    const onSaved = vi.fn();
    const form = await open(onSaved, true);
    const share = screen.getByLabelText(/Pay share/);
    expect(share).toHaveProperty("value", "70");
    const fetch = vi.fn(async () => Response.json({ message: "Driver Grace Hopper updated successfully" }));
    vi.stubGlobal("fetch", fetch);
    for (const [typed, words] of [
      ["101", "Payout share: 0 to 100 percent"],
      ["72.5", "Payout share: a whole percent"],
      ["", "Payout share: a whole percent"],
    ] as const) {
      await userEvent.clear(share);
      if (typed) await typeInto(share, typed);
      await submit(form);
      await waitFor(() => expect(shownErrors(form)).toEqual([words]));
      const server = await serverRefusal(
        "PATCH",
        "/api/admin/drivers/d-1",
        { driverInfo: driver.driverInfo, status: "active", payoutPercent: typed ? Number(typed) : "" },
        "admin",
      );
      expect(server.status).toBe(400);
      expect(detailFor(server.detail, "payoutPercent")).toBe(words);
    }
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(share);
    await typeInto(share, "75");
    await submit(form);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ status: "active", payoutPercent: 75 });
  });
});
