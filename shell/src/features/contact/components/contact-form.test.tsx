import { detailFor, renderInApp, serverRefusal, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";

afterEach(() => vi.unstubAllGlobals());

const send = () => userEvent.click(screen.getByRole("button", { name: "Send Message" }));

describe("contact form: page and server refuse the same values with the same words", () => {
  it("every field empty", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderInApp(<ContactForm />);
    await send();
    const words = [
      "Name is required",
      "Email is required",
      "Phone number is required",
      "Message is required",
    ];
    await waitFor(() => expect(shownErrors()).toEqual(words));
    expect(fetch).not.toHaveBeenCalled();
    const server = await serverRefusal("POST", "/api/contact", {
      name: "",
      email: "",
      phone: "",
      service: "",
      message: "",
    });
    expect(server.status).toBe(400);
    expect(["name", "email", "phone", "message"].map((f) => detailFor(server.detail, f))).toEqual(words);
  });

  it("ada@example.c, and a 400 the server gives lands under its field", async () => {
    renderInApp(<ContactForm />);
    await typeInto(screen.getByLabelText(/Full name/), "Ada Lovelace");
    await typeInto(screen.getByLabelText(/Email/), "ada@example.c");
    await typeInto(screen.getByLabelText(/Phone/), "617 555 0142");
    await userEvent.selectOptions(screen.getByLabelText(/Service/), "wedding");
    await typeInto(screen.getByLabelText(/Message/), "A car for the wedding, please.");
    await send();
    await waitFor(() => expect(shownErrors()).toEqual(["Please enter a valid email"]));
    const body = { name: "Ada", email: "ada@example.c", phone: "617", service: "wedding", message: "Hi" };
    expect(detailFor((await serverRefusal("POST", "/api/contact", body)).detail, "email")).toBe(
      "Please enter a valid email",
    );

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ detail: "phone: Phone number is required" }, { status: 400 })),
    );
    await userEvent.clear(screen.getByLabelText(/Email/));
    await typeInto(screen.getByLabelText(/Email/), "ada@example.com");
    await send();
    await waitFor(() => expect(shownErrors()).toEqual(["Phone number is required"]));
    expect(screen.getByLabelText(/Message/)).toHaveProperty("value", "A car for the wedding, please.");
  });
});
