import { ADMIN_LOGIN_FAILED, SITE_DEFAULTS } from "@chauffeur/contract";
import { detailFor, renderInApp, serverRefusal, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignInScreen } from "./sign-in-screen";

const show = (onSignedIn = vi.fn()) =>
  renderInApp(
    <SignInScreen site={SITE_DEFAULTS} environment="production" notice={null} onSignedIn={onSignedIn} />,
  );

afterEach(() => vi.unstubAllGlobals());

describe("admin sign-in", () => {
  it("refuses empty fields with the words the Worker's route uses for them", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    show();
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(shownErrors()).toEqual(["Username is required", "Password is required"]));
    expect(fetch).not.toHaveBeenCalled();

    const server = await serverRefusal("POST", "/api/admin/login", { username: " ", password: "" });
    expect(server.status).toBe(400);
    expect(detailFor(server.detail, "username")).toBe("Username is required");
    expect(detailFor(server.detail, "password")).toBe("Password is required");
  });

  it("clears a field's error as it is edited, and shows SPEC.md's words for a refused sign-in", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ detail: "Invalid username or password" }, { status: 401 })),
    );
    const onSignedIn = vi.fn();
    show(onSignedIn);
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await typeInto(screen.getByLabelText(/Username/), "admin");
    await waitFor(() => expect(shownErrors()).toEqual(["Password is required"]));
    await typeInto(screen.getByLabelText(/Password/), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() => expect(shownErrors()).toEqual([ADMIN_LOGIN_FAILED]));
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
