import {
  daysAhead,
  detailFor,
  renderInApp,
  serverRefusal,
  shownErrors,
  typeInto,
} from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { BOOKING_DRAFT_KEY } from "../../../lib/draft/draft-storage";
import { CustomerInfoPage } from "./customer-info-page";

const draft = {
  serviceType: "one-way",
  pickupLocation: "Logan Airport",
  destination: "Cambridge, MA",
  date: daysAhead(30),
  time: "09:30",
  vehicleType: "sedan",
  selectedVehicle: "executive-sedan",
};

/** A booking as POST /api/bookings takes it, with the customer the page was given. */
const booking = (customerInfo: Record<string, string>) => ({
  ...draft,
  customerInfo,
  paymentInfo: { provider: "sandbox", token: "tok_visa", cardLast4: "4242" },
});

const ada = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "(617) 555-0142" };

async function fill(values: Partial<typeof ada>) {
  const labels = { firstName: /First name/, lastName: /Last name/, email: /Email/, phone: /Phone number/ };
  for (const [key, value] of Object.entries(values)) {
    const input = screen.getByLabelText(labels[key as keyof typeof labels]);
    await userEvent.clear(input);
    if (value) await typeInto(input, value);
  }
}

const submit = () => userEvent.click(screen.getByRole("button", { name: /Continue to Payment/ }));

beforeEach(() => {
  sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
  renderInApp(<CustomerInfoPage />, { path: "/customer-info" });
});

describe("customer-info step: page and server refuse the same values with the same words", () => {
  it("ada@example.c: refused by the page as by POST /api/bookings (the bug of issue 12)", async () => {
    await fill({ ...ada, email: "ada@example.c" });
    await submit();
    await waitFor(() => expect(shownErrors()).toEqual(["Please enter a valid email"]));

    const server = await serverRefusal("POST", "/api/bookings", booking({ ...ada, email: "ada@example.c" }));
    expect(server.status).toBe(400);
    expect(detailFor(server.detail, "customerInfo.email")).toBe("Please enter a valid email");
  });

  it("empty fields and a bad phone: SPEC.md's words on both sides", async () => {
    await submit();
    await waitFor(() =>
      expect(shownErrors()).toEqual([
        "First name is required",
        "Last name is required",
        "Email is required",
        "Phone number is required",
      ]),
    );
    const empty = await serverRefusal("POST", "/api/bookings", booking({ ...ada, email: "", phone: "" }));
    expect(detailFor(empty.detail, "customerInfo.email")).toBe("Email is required");
    expect(detailFor(empty.detail, "customerInfo.phone")).toBe("Phone number is required");
    const unnamed = await serverRefusal(
      "POST",
      "/api/bookings",
      booking({ ...ada, firstName: "", lastName: "" }),
    );
    expect(detailFor(unnamed.detail, "customerInfo.firstName")).toBe("First name is required");
    expect(detailFor(unnamed.detail, "customerInfo.lastName")).toBe("Last name is required");

    await fill({ ...ada, phone: "0617 555 0142" });
    await submit();
    await waitFor(() => expect(shownErrors()).toEqual(["Please enter a valid phone number"]));
    const phone = await serverRefusal("POST", "/api/bookings", booking({ ...ada, phone: "0617 555 0142" }));
    expect(detailFor(phone.detail, "customerInfo.phone")).toBe("Please enter a valid phone number");
  });

  it("an edited field's error clears at once, and a good customer is kept in the draft", async () => {
    await submit();
    await fill({ firstName: "Ada" });
    await waitFor(() =>
      expect(shownErrors()).toEqual([
        "Last name is required",
        "Email is required",
        "Phone number is required",
      ]),
    );
    await fill(ada);
    await submit();
    await waitFor(() => expect(shownErrors()).toEqual([]));
    expect(JSON.parse(sessionStorage.getItem(BOOKING_DRAFT_KEY) ?? "{}").customerInfo).toEqual(ada);
  });
});
