import { PRICING_V1, type PricingRules } from "@chauffeur/contract";
import { renderInApp, typeInto } from "@chauffeur/ui/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { RatesSection } from "./rates-section";
import { SurchargesSection } from "./surcharges-section";

/** A section over a draft it edits, reporting each change as the panel's draft would take it. */
function Editing({
  Section,
  start,
  onDraft,
}: {
  Section: typeof RatesSection;
  start: PricingRules;
  onDraft: (rules: PricingRules) => void;
}) {
  const [rules, setRules] = useState(start);
  return (
    <Section
      rules={rules}
      onChange={(next) => {
        setRules(next);
        onDraft(next);
      }}
    />
  );
}

/** A field's value replaced, as the owner selects it and types anew. */
async function replace(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await typeInto(field, text);
}

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0] as PricingRules;

describe("the pricing screen edits every rule the owner sets", () => {
  it("edits, adds and removes a class's mileage tiers", async () => {
    const onDraft = vi.fn();
    renderInApp(<Editing Section={RatesSection} start={PRICING_V1} onDraft={onDraft} />);
    const suv = screen.getByTestId("mile-tiers-SUV");
    expect(within(suv).getAllByTestId("mile-tier")).toHaveLength(1);
    await replace(within(suv).getByLabelText("Tier 1: per mile $"), "2.75");
    expect(last(onDraft).vehicles.suv.mileTiers).toEqual([{ overMiles: 50, perMileCents: 275 }]);
    await userEvent.click(within(suv).getByRole("button", { name: "Add a mileage tier to SUV" }));
    expect(last(onDraft).vehicles.suv.mileTiers).toEqual([
      { overMiles: 50, perMileCents: 275 },
      { overMiles: 100, perMileCents: 275 },
    ]);
    await replace(within(suv).getByLabelText("Tier 2: over miles"), "150");
    expect(last(onDraft).vehicles.suv.mileTiers[1]).toEqual({ overMiles: 150, perMileCents: 275 });
    await userEvent.click(within(suv).getByRole("button", { name: "Remove tier 1 of SUV" }));
    expect(last(onDraft).vehicles.suv.mileTiers).toEqual([{ overMiles: 150, perMileCents: 275 }]);
    // The other class is untouched.
    expect(last(onDraft).vehicles.sedan).toEqual(PRICING_V1.vehicles.sedan);
  });

  it("sets the weekdays of a time-window surcharge, and dates for a holiday one", async () => {
    const onDraft = vi.fn();
    const start: PricingRules = {
      ...PRICING_V1,
      surcharges: [
        {
          id: "late-night",
          name: "Late night",
          when: { kind: "time", from: "23:00", to: "05:00" },
          percent: 20,
        },
        { id: "holidays", name: "Holidays", when: { kind: "dates", dates: ["12-25"] }, amountCents: 2500 },
      ],
    };
    renderInApp(<Editing Section={SurchargesSection} start={start} onDraft={onDraft} />);
    const [night, holiday] = screen.getAllByTestId("surcharge-row") as [HTMLElement, HTMLElement];
    const days = within(night).getByRole("group", { name: "Weekdays" });
    await userEvent.click(within(days).getByText("Fri"));
    await userEvent.click(within(days).getByText("Sat"));
    expect(last(onDraft).surcharges[0]?.when).toEqual({
      kind: "time",
      from: "23:00",
      to: "05:00",
      days: [5, 6],
    });
    await userEvent.click(within(days).getByText("Fri"));
    await userEvent.click(within(days).getByText("Sat"));
    // None ticked is every day: the list is left out, as the rules read it.
    expect(last(onDraft).surcharges[0]?.when).toEqual({ kind: "time", from: "23:00", to: "05:00" });
    await replace(within(holiday).getByLabelText(/^Dates/), "12-25, 2026-12-31");
    expect(last(onDraft).surcharges[1]?.when).toEqual({ kind: "dates", dates: ["12-25", "2026-12-31"] });
  });
});
