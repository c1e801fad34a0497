import { renderInApp } from "@chauffeur/ui/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddressField } from "./address-field";

/** The field as a form holds it: the text and the id of the picked suggestion. */
function Harness({
  onPick,
  saved,
}: {
  onPick: (value: string, placeId?: string) => void;
  saved?: { id: string; label: string; address: string }[];
}) {
  const [value, setValue] = useState("");
  return (
    <AddressField
      saved={saved}
      label="Pickup location"
      name="pickupLocation"
      icon={null}
      value={value}
      placeholder="Address, city or airport"
      onChange={(next, placeId) => {
        setValue(next);
        onPick(next, placeId);
      }}
    />
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a typed street address", () => {
  it("is offered at the place the site measures it from, said to be approximate, and keeps that place", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const { input_text } = JSON.parse(String(init?.body)) as { input_text: string };
      const predictions = input_text.startsWith("1 Beacon Street,")
        ? [
            {
              description: "1 Beacon Street, Boston, MA",
              formatted_address: "1 Beacon Street, Boston, MA",
              place_id: "gz:104930956",
              kind: "address",
              airport: false,
              near: "Boston, MA",
            },
          ]
        : [];
      return Response.json({ predictions });
    });
    vi.stubGlobal("fetch", fetchMock);
    const onPick = vi.fn();
    renderInApp(<Harness onPick={onPick} />);
    await userEvent.type(screen.getByRole("combobox", { name: /Pickup location/ }), "1 Beacon Street, Bos");
    const option = await screen.findByRole("option", { name: /1 Beacon Street, Boston, MA/ });
    expect(option.textContent).toContain("Approximate: measured from Boston, MA");
    await userEvent.click(option);
    expect(onPick).toHaveBeenLastCalledWith("1 Beacon Street, Boston, MA", "gz:104930956");
  });
});

describe("a signed-in customer's saved places", () => {
  const saved = [
    { id: "p1", label: "Home", address: "12 Chestnut Street, Boston, MA" },
    { id: "p2", label: "Office", address: "200 Clarendon Street, Boston, MA" },
  ];

  it("are offered before anything is typed, narrowed by label as one types, and fill the field", async () => {
    // Nothing from the places service: what is listed comes from the account.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ predictions: [] })),
    );
    const onPick = vi.fn();
    renderInApp(<Harness onPick={onPick} saved={saved} />);
    const field = screen.getByRole("combobox", { name: /Pickup location/ });
    await userEvent.click(field);
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "12 Chestnut Street, Boston, MASaved place · Home",
      "200 Clarendon Street, Boston, MASaved place · Office",
    ]);
    await userEvent.type(field, "off");
    const office = await screen.findByRole("option", { name: /200 Clarendon Street/ });
    expect(screen.getAllByRole("option")).toHaveLength(1);
    await userEvent.click(office);
    expect(onPick).toHaveBeenLastCalledWith("200 Clarendon Street, Boston, MA", undefined);
    expect((field as HTMLInputElement).value).toBe("200 Clarendon Street, Boston, MA");
  });

  it("are not offered to a guest", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ predictions: [] })),
    );
    renderInApp(<Harness onPick={vi.fn()} />);
    await userEvent.click(screen.getByRole("combobox", { name: /Pickup location/ }));
    expect(screen.queryByRole("option")).toBeNull();
  });
});
