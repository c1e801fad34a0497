import { ApiError } from "@chauffeur/contract/client";
import { detailFor, renderInApp, serverRefusal, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LookupForm } from "./lookup-form";

function show(onFind = vi.fn(async () => {})) {
  renderInApp(
    <LookupForm
      initial={{ reference: "", email: "" }}
      searching={false}
      error={null}
      notice={null}
      returning={false}
      onFind={onFind}
    />,
  );
  return onFind;
}

async function submit(reference: string, email: string) {
  if (reference) await typeInto(screen.getByLabelText(/Booking reference/), reference);
  if (email) await typeInto(screen.getByLabelText(/Email/), email);
  await userEvent.click(screen.getByRole("button", { name: /Find My Booking/ }));
}

describe("manage look-up: page and server refuse the same values with the same words", () => {
  it("a malformed reference and e-mail", async () => {
    const onFind = show();
    await submit("BC-123", "ada@example.c");
    await waitFor(() =>
      expect(shownErrors()).toEqual([
        "Please enter the reference from your confirmation, e.g. BC-7K4Q9M",
        "Please enter a valid email",
      ]),
    );
    expect(onFind).not.toHaveBeenCalled();
    const server = await serverRefusal("POST", "/api/bookings/lookup", {
      reference: "BC-123",
      email: "ada@example.c",
    });
    expect(server.status).toBe(400);
    expect(detailFor(server.detail, "reference")).toBe(
      "Please enter the reference from your confirmation, e.g. BC-7K4Q9M",
    );
    expect(detailFor(server.detail, "email")).toBe("Please enter a valid email");
  });

  it("empty fields", async () => {
    show();
    await submit("", "");
    await waitFor(() =>
      expect(shownErrors()).toEqual(["Booking reference is required", "Email is required"]),
    );
    const server = await serverRefusal("POST", "/api/bookings/lookup", { reference: "", email: "" });
    expect(detailFor(server.detail, "reference")).toBe("Booking reference is required");
    expect(detailFor(server.detail, "email")).toBe("Email is required");
  });

  it("a 400 from the server lands under the field it names, the typed values kept", async () => {
    show(
      vi.fn(async () => {
        throw new ApiError(400, "email: Please enter a valid email");
      }),
    );
    await submit("bc-7k4q9m", "ada@example.com");
    await waitFor(() => expect(shownErrors()).toEqual(["Please enter a valid email"]));
    expect(screen.getByLabelText(/Email/)).toHaveProperty("value", "ada@example.com");
  });
});
