import type { OperatorSettings } from "@chauffeur/contract";
import { renderInApp, typeInto } from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SettingsPanel } from "./settings-panel";

afterEach(() => vi.unstubAllGlobals());

const settings: OperatorSettings = {
  dispatcherRefundLimitCents: 20_000,
  bookingHorizonDays: 365,
  serviceArea: { lat: 42.3601, lng: -71.0589, radiusMiles: 150 },
  holdWindowDays: 4,
  turnaroundMinutes: 30,
  leadTimeMinutes: 120,
  freeWaitingMinutes: { airport: 60, other: 15 },
  cancellationGraceMinutes: 15,
  shortNotice: "refuse",
  ratingFlag: { average: 4.6, minCount: 10 },
};

describe("the settings screen", () => {
  it("edits the lead time, free waiting, grace, short-notice choice and rating bar, and saves them by name", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(init?.method === "PATCH" ? { ...settings, ...JSON.parse(String(init.body)) } : settings),
    );
    vi.stubGlobal("fetch", fetch);
    renderInApp(<SettingsPanel onChanged={vi.fn()} />);
    const lead = await screen.findByLabelText("Lead time (minutes)");
    expect(lead).toHaveProperty("value", "120");
    for (const [label, value] of [
      ["Lead time (minutes)", "240"],
      ["Free waiting at airports (minutes)", "45"],
      ["Free waiting elsewhere (minutes)", "20"],
      ["Cancellation grace (minutes)", "30"],
      ["Chauffeur rating bar (stars)", "4.7"],
    ] as const) {
      const field = screen.getByLabelText(label);
      await userEvent.clear(field);
      await typeInto(field, value);
    }
    await userEvent.selectOptions(
      screen.getByLabelText("Short-notice requests"),
      "Sent to the dispatcher as a quote request",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save policies" }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true));
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === "PATCH") ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      leadTimeMinutes: 240,
      freeWaitingMinutes: { airport: 45, other: 20 },
      cancellationGraceMinutes: 30,
      shortNotice: "quote",
      ratingFlag: { average: 4.7, minCount: 10 },
    });
  });
});
