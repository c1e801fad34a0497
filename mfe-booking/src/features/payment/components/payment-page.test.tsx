import { PICKUP_TIME_MESSAGES } from "@chauffeur/contract";
import { daysAhead, renderInApp, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKING_DRAFT_KEY } from "../../../lib/draft/draft-storage";
import { PaymentPage } from "./payment-page";

const draft = {
  serviceType: "one-way",
  pickupLocation: "Logan Airport",
  destination: "Cambridge, MA",
  date: daysAhead(30),
  time: "09:30",
  vehicleType: "sedan",
  selectedVehicle: "executive-sedan",
  distance: 8,
  customerInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "(617) 555-0142" },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API as the page meets it: the sandbox processor, and POST /api/bookings answering `booking`. */
function serve(booking: () => Response) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url === "/api/config") return json(200, { payments: { provider: "sandbox", holdDays: 7 } });
      if (url === "/api/bookings" && init?.method === "POST") return booking();
      return json(404, { detail: "Not found" });
    }),
  );
  return calls;
}

const field = (label: RegExp) => screen.getByLabelText(label);
const tick = async () => {
  await userEvent.click(screen.getByRole("checkbox", { name: /Terms of Service/ }));
  await userEvent.click(screen.getByRole("checkbox", { name: /Privacy Policy/ }));
};
const payButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Authorize and Book" });
const pay = () => userEvent.click(payButton());

async function fillCard() {
  await typeInto(await screen.findByLabelText(/Card number/), "4242424242424242");
  await typeInto(field(/Expiry date/), "1239");
  await typeInto(field(/CVV/), "123");
  await typeInto(field(/Name on card/), "Ada Lovelace");
  await typeInto(field(/Billing address/), "1 Beacon St");
  await typeInto(field(/City/), "Boston");
  await typeInto(field(/State/), "MA");
  await typeInto(field(/ZIP code/), "02108");
}

beforeEach(() => sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft)));
afterEach(() => vi.unstubAllGlobals());

describe("payment step: one form, SPEC.md's words", () => {
  it("waits for both agreements, then names every missing field", async () => {
    serve(() => json(500, {}));
    renderInApp(<PaymentPage />, { path: "/booking-payment" });
    await screen.findByLabelText(/Card number/);
    expect(payButton().disabled).toBe(true);
    await tick();
    await pay();
    await waitFor(() => expect(shownErrors().length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(shownErrors()).toEqual([
        "Card number is required",
        "Expiry date is required",
        "CVV is required",
        "Name on card is required",
        "Billing address is required",
        "City is required",
        "State is required",
        "ZIP code is required",
      ]),
    );
  });

  it("formats the card as typed, refuses a bad one, and unticking a box says why at once", async () => {
    serve(() => json(500, {}));
    renderInApp(<PaymentPage />, { path: "/booking-payment" });
    await fillCard();
    expect((field(/Card number/) as HTMLInputElement).value).toBe("4242 4242 4242 4242");
    expect((field(/Expiry date/) as HTMLInputElement).value).toBe("12/39");
    await userEvent.clear(field(/Card number/));
    await typeInto(field(/Card number/), "4242424242424241");
    await tick();
    await pay();
    await waitFor(() => expect(shownErrors()).toEqual(["Please enter a valid card number"]));
    await userEvent.click(screen.getByRole("checkbox", { name: /Privacy Policy/ }));
    await waitFor(() => expect(shownErrors()).toContain("You must accept the Privacy Policy"));
    expect(payButton().disabled).toBe(true);
  });

  it("books with the processor's token, never the card", async () => {
    const calls = serve(() =>
      json(201, { reference: "BC-7K4Q9M", sessionId: "ps_1", estimatedPrice: 120, status: "pending" }),
    );
    renderInApp(<PaymentPage />, { path: "/booking-payment" });
    await fillCard();
    await tick();
    await pay();
    await waitFor(() => expect(calls.some((c) => c.url === "/api/bookings")).toBe(true));
    const booking = calls.find((c) => c.url === "/api/bookings");
    expect(booking?.body).toMatchObject({ paymentInfo: { provider: "sandbox", token: "tok_sandbox_visa" } });
    expect(JSON.stringify(booking?.body)).not.toMatch(/4242|12\/39|Beacon/);
  });

  it("a refusal shows the server's words and the step that fixes it, not the payment failure", async () => {
    serve(() => json(422, { detail: PICKUP_TIME_MESSAGES["too-soon"] }));
    renderInApp(<PaymentPage />, { path: "/booking-payment" });
    await fillCard();
    await tick();
    await pay();
    expect(await screen.findByText(PICKUP_TIME_MESSAGES["too-soon"])).toBeTruthy();
    expect(screen.queryByText(/Payment processing failed/)).toBeNull();
    expect(screen.getByRole("button", { name: /Choose another date or time/ })).toBeTruthy();
  });

  it("a failure of the processor itself gets SPEC.md's payment failure text", async () => {
    serve(() => json(502, { detail: "The card processor did not answer" }));
    renderInApp(<PaymentPage />, { path: "/booking-payment" });
    await fillCard();
    await tick();
    await pay();
    expect(await screen.findByText("Payment processing failed. Please try again.")).toBeTruthy();
  });
});
