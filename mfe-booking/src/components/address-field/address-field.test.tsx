import { renderInApp } from "@chauffeur/ui/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddressField } from "./address-field";

/** The field as a form holds it: the text and the id of the picked suggestion. */
function Harness({ onPick }: { onPick: (value: string, placeId?: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <AddressField
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
