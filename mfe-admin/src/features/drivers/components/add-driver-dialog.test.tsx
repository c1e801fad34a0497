import { detailFor, renderInApp, serverRefusal, shownErrors, typeInto } from "@chauffeur/ui/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddDriverDialog } from "./add-driver-dialog";

afterEach(() => vi.unstubAllGlobals());

async function open(payShare = false) {
  renderInApp(<AddDriverDialog onAdded={vi.fn()} payShare={payShare} />);
  await userEvent.click(screen.getByRole("button", { name: "Add driver" }));
  return screen.findByRole("dialog", { name: "Add driver" });
}

const typeIn = async (label: RegExp, text: string) => typeInto(screen.getByLabelText(label), text);
const submit = (form: HTMLElement) =>
  userEvent.click(form.querySelector<HTMLButtonElement>("button[type=submit]") as HTMLButtonElement);

const driver = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.c",
  phone: "0617",
  licenseNumber: "MA-1",
  vehicleTypes: ["sedan"],
};

describe("add driver: page and server refuse the same values with the same words", () => {
  it("empty fields", async () => {
    const form = await open();
    await submit(form);
    const words = [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "License number is required",
      "Password must be at least 10 characters",
      "Choose at least one vehicle type",
    ];
    await waitFor(() => expect(shownErrors(form)).toEqual(words));
    const empty = { firstName: "", lastName: "", email: "", phone: "", licenseNumber: "", vehicleTypes: [] };
    const server = await serverRefusal(
      "POST",
      "/api/drivers/register",
      { driverInfo: empty, password: "" },
      "admin",
    );
    expect(server.status).toBe(400);
    const paths = ["firstName", "lastName", "email", "phone"].map((f) => `driverInfo.${f}`);
    expect(paths.map((p) => detailFor(server.detail, p))).toEqual(words.slice(0, 4));
    // The server names five problems at most: the other three with a good phone.
    const rest = await serverRefusal(
      "POST",
      "/api/drivers/register",
      { driverInfo: { ...empty, firstName: "G", lastName: "H", phone: "617 555 0142" }, password: "" },
      "admin",
    );
    expect(
      ["driverInfo.licenseNumber", "password", "driverInfo.vehicleTypes"].map((p) =>
        detailFor(rest.detail, p),
      ),
    ).toEqual(words.slice(4));
  });

  it("a bad e-mail, phone and password", async () => {
    const form = await open();
    await typeIn(/First name/, driver.firstName);
    await typeIn(/Last name/, driver.lastName);
    await typeIn(/Email/, driver.email);
    await typeIn(/Phone/, driver.phone);
    await typeIn(/License number/, driver.licenseNumber);
    await userEvent.click(screen.getByRole("checkbox", { name: /sedan/i }));
    await typeIn(/Password/, "letters-only");
    await submit(form);
    const words = [
      "Please enter a valid email",
      "Please enter a valid phone number",
      "Password must contain letters and digits",
    ];
    await waitFor(() => expect(shownErrors(form)).toEqual(words));
    const server = await serverRefusal(
      "POST",
      "/api/drivers/register",
      { driverInfo: driver, password: "letters-only" },
      "admin",
    );
    expect(
      ["driverInfo.email", "driverInfo.phone", "password"].map((p) => detailFor(server.detail, p)),
    ).toEqual(words);
  });

  it("a server 400 lands under the field it names; any other failure shows 'Error: {detail}'", async () => {
    const form = await open();
    await typeIn(/First name/, "Grace");
    await typeIn(/Last name/, "Hopper");
    await typeIn(/Email/, "grace@example.com");
    await typeIn(/Phone/, "617 555 0142");
    await typeIn(/License number/, "MA-1");
    await userEvent.click(screen.getByRole("checkbox", { name: /sedan/i }));
    await typeIn(/Password/, "hopper12345");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ detail: "driverInfo.licenseNumber: License number is required" }, { status: 400 }),
      ),
    );
    await submit(form);
    await waitFor(() => expect(shownErrors(form)).toEqual(["License number is required"]));
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ detail: "A driver with that email already exists" }, { status: 409 }),
      ),
    );
    await submit(form);
    await waitFor(() =>
      expect(shownErrors(form)).toEqual(["Error: A driver with that email already exists"]),
    );
    expect(screen.getByLabelText(/First name/)).toHaveProperty("value", "Grace");
  });

  it("a pay share for the pay staff: the standard share to start, sent as typed", async () => {
    const form = await open(true);
    const share = screen.getByLabelText(/Pay share/);
    expect(share).toHaveProperty("value", "70");
    const fetch = vi.fn(async () =>
      Response.json({ driver_id: "d-9", driver_name: "Grace Hopper" }, { status: 201 }),
    );
    vi.stubGlobal("fetch", fetch);
    await typeIn(/First name/, "Grace");
    await typeIn(/Last name/, "Hopper");
    await typeIn(/Email/, "grace@example.com");
    await typeIn(/Phone/, "617 555 0142");
    await typeIn(/License number/, "MA-1");
    await typeIn(/Password/, "long-enough-1");
    await userEvent.click(screen.getByRole("checkbox", { name: /sedan/i }));
    await userEvent.clear(share);
    await typeInto(share, "65");
    await submit(form);
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ payoutPercent: 65 });
  });
});
