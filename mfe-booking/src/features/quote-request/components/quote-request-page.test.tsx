import { QUOTE_REQUEST_RECEIVED, RETURN_DATE_BEFORE_TRIP, SITE_DEFAULTS } from "@chauffeur/contract";
import {
  daysAhead,
  detailFor,
  renderInApp,
  serverRefusal,
  shownErrors,
  typeInto,
} from "@chauffeur/ui/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKING_DRAFT_KEY } from "../../../lib/draft/draft-key";
import { QuoteRequestPage } from "./quote-request-page";

const request = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "(617) 555-0190",
  pickupLocation: "Boston Logan International Airport (BOS), Boston, MA",
  destination: "Portland, ME",
  date: daysAhead(20),
  passengers: "14",
  message: "Two vans, lots of luggage",
};

const labels: Record<keyof typeof request | "returnDate", RegExp> = {
  name: /Full name/,
  email: /Email/,
  phone: /Phone/,
  pickupLocation: /Pickup location/,
  destination: /Destination/,
  date: /^Date/,
  returnDate: /^Return date/,
  passengers: /Passengers/,
  message: /About the trip/,
};

async function fill(values: Partial<typeof request> & { returnDate?: string }) {
  for (const [key, value] of Object.entries(values)) {
    const field = screen.getByLabelText(labels[key as keyof typeof labels]);
    if (key === "date" || key === "returnDate") {
      fireEvent.change(field, { target: { value } });
      continue;
    }
    await userEvent.clear(field);
    if (value) await typeInto(field, value);
  }
}

const submit = () => userEvent.click(screen.getByRole("button", { name: /Request My Quote/ }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  fetchMock = vi.fn(async () =>
    Response.json({ id: "q_1", message: QUOTE_REQUEST_RECEIVED }, { status: 201 }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("quote request: page and server refuse the same values with the same words", () => {
  it.each([
    ["passengers", "0", "At least 1 passenger"],
    ["passengers", "61", "At most 60 passengers: please call us for larger groups"],
    ["passengers", "two", "Passengers must be a whole number"],
    ["date", daysAhead(-1), "Please choose today or a later date"],
    ["email", "grace@example.c", "Please enter a valid email"],
    ["returnDate", daysAhead(19), RETURN_DATE_BEFORE_TRIP],
  ] as const)("%s '%s'", async (field, value, words) => {
    renderInApp(<QuoteRequestPage site={SITE_DEFAULTS} />, { path: "/quote-request" });
    await fill({ ...request, [field]: value });
    await submit();
    await waitFor(() => expect(shownErrors()).toEqual([words]));
    expect(fetchMock).not.toHaveBeenCalled();

    const server = await serverRefusal("POST", "/api/quote-requests", { ...request, [field]: value });
    expect(server.status).toBe(400);
    expect(detailFor(server.detail, field)).toBe(words);
  });
});

describe("quote request: sent once, with what the customer already typed", () => {
  it("opens with the trip searched in this tab and the vehicle the fleet page named", async () => {
    sessionStorage.setItem(
      BOOKING_DRAFT_KEY,
      JSON.stringify({ pickupLocation: "Cambridge, MA", destination: "Providence, RI", date: daysAhead(9) }),
    );
    renderInApp(<QuoteRequestPage site={SITE_DEFAULTS} />, {
      path: "/quote-request?vehicle=Mercedes-Maybach%20S%20680",
    });
    expect(screen.getByLabelText(/Pickup location/)).toHaveProperty("value", "Cambridge, MA");
    expect(screen.getByLabelText(/Destination/)).toHaveProperty("value", "Providence, RI");
    expect(screen.getByLabelText(/^Date/)).toHaveProperty("value", daysAhead(9));
    expect(screen.getByLabelText(/About the trip/)).toHaveProperty(
      "value",
      "I would like the Mercedes-Maybach S 680.",
    );
  });

  it("posts the request as the contract reads it and says it was received", async () => {
    renderInApp(<QuoteRequestPage site={SITE_DEFAULTS} />, { path: "/quote-request" });
    await fill(request);
    await submit();
    expect(await screen.findByText("Quote request sent")).toBeTruthy();
    expect(screen.getByText(QUOTE_REQUEST_RECEIVED)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain("/api/quote-requests");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toMatchObject({ ...request, passengers: 14 });
  });

  it("sends a round trip's return date with the trip", async () => {
    renderInApp(<QuoteRequestPage site={SITE_DEFAULTS} />, { path: "/quote-request" });
    await fill({ ...request, returnDate: daysAhead(22) });
    await submit();
    expect(await screen.findByText("Quote request sent")).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ date: daysAhead(20), returnDate: daysAhead(22) });
  });

  it("a server failure keeps every value and says how else to reach us", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ error: "Internal", detail: "boom" }, { status: 503 }),
    );
    renderInApp(<QuoteRequestPage site={SITE_DEFAULTS} />, { path: "/quote-request" });
    await fill(request);
    await submit();
    await waitFor(() =>
      expect(shownErrors()).toEqual([
        `We could not send your request. Please try again, or call us at ${SITE_DEFAULTS.phone}.`,
      ]),
    );
    expect(screen.getByLabelText(/Destination/)).toHaveProperty("value", "Portland, ME");
    expect(screen.getByLabelText(/About the trip/)).toHaveProperty("value", request.message);
  });
});
