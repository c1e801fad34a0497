import { SITE_DEFAULTS } from "@chauffeur/contract";
import { detailFor, renderInApp, serverRefusal, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInScreen } from "./sign-in-screen";

const show = (onSignedIn = vi.fn()) =>
  renderInApp(
    <SignInScreen
      site={SITE_DEFAULTS}
      environment="production"
      notice={null}
      last={null}
      waitingTaps={0}
      onSignedIn={onSignedIn}
    />,
  );

afterEach(() => vi.unstubAllGlobals());

describe("driver sign-in", () => {
  it("after a session's end, names the chauffeur whose taps wait and offers their e-mail", async () => {
    renderInApp(
      <SignInScreen
        site={SITE_DEFAULTS}
        environment="production"
        notice="Your session has expired. Please sign in again."
        last={{ id: "d1", name: "Nadia Off", email: "nadia@example.com" }}
        waitingTaps={2}
        onSignedIn={vi.fn()}
      />,
    );
    expect(await screen.findByText(/2 steps wait on this phone for Nadia Off/)).toBeTruthy();
    expect((screen.getByLabelText(/Email/) as HTMLInputElement).value).toBe("nadia@example.com");
  });

  it("refuses empty fields with the words the Worker's route uses for them", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    show();
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(shownErrors()).toEqual(["Email is required", "Password is required"]));
    expect(fetch).not.toHaveBeenCalled();

    const server = await serverRefusal("POST", "/api/drivers/login", { email: "  ", password: "" });
    expect(server.status).toBe(400);
    expect(detailFor(server.detail, "email")).toBe("Email is required");
    expect(detailFor(server.detail, "password")).toBe("Password is required");
  });

  it("says 'Login failed: {detail}' when the server refuses the sign-in", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ detail: "Invalid email or password" }, { status: 401 })),
    );
    const onSignedIn = vi.fn();
    show(onSignedIn);
    await typeInto(screen.getByLabelText(/Email/), "driver@example.com");
    await typeInto(screen.getByLabelText(/Password/), "not-the-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(shownErrors()).toEqual(["Login failed: Invalid email or password"]));
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
