import { renderInApp } from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingDraft } from "../../../lib/draft/draft-schema";
import { FlightCheckNotice } from "./flight-check-notice";

const draft = (patch: Partial<BookingDraft>) =>
  BookingDraft.parse({
    serviceType: "one-way",
    pickupLocation: "Boston Logan International Airport (BOS), Boston, MA",
    destination: "Quincy, MA",
    date: "2034-05-10",
    time: "16:30",
    airport: true,
    ...patch,
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () =>
    Response.json({
      result: "other-day",
      message: "VS 11 lands at BOS on Thu, May 11, not on Wed, May 10. Please check the pickup date.",
      landing: { airport: "BOS", at: "2034-05-11T20:00:00.000Z" },
    }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the flight check under the flight number", () => {
  it("asks about the typed flight at the pickup's airport and day, and shows what was found", async () => {
    renderInApp(<FlightCheckNotice draft={draft({ flightNumber: "vs11" })} />);
    const notice = await screen.findByTestId("flight-check");
    expect(notice.textContent).toContain("VS 11 lands at BOS on Thu, May 11, not on Wed, May 10.");
    expect(notice.getAttribute("data-result")).toBe("other-day");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/flights\/check$/);
    expect(JSON.parse(String(init.body))).toEqual({
      flightNumber: "VS 11",
      date: "2034-05-10",
      airport: "BOS",
    });
  });

  it("asks nothing for an unfinished flight number, or a pickup that is no airport", async () => {
    renderInApp(<FlightCheckNotice draft={draft({ flightNumber: "V" })} />);
    renderInApp(<FlightCheckNotice draft={draft({ flightNumber: "VS 11", pickupLocation: "Quincy, MA" })} />);
    await new Promise((r) => setTimeout(r, 700));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId("flight-check")).toBeNull();
  });

  it("shows nothing when the flight was not checked (no flight service)", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ result: "unchecked", message: null, landing: null }),
    );
    renderInApp(<FlightCheckNotice draft={draft({ flightNumber: "BA 213" })} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId("flight-check")).toBeNull();
  });
});
