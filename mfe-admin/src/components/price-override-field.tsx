import { DollarsField } from "./dollars-field";

/** The dispatcher's price in dollars, kept as cents; empty means the operator's price. */
export function PriceOverrideField() {
  return (
    <DollarsField
      name="priceOverrideCents"
      label="Price override (USD)"
      placeholder="The operator's price"
      helper="Leave empty for the operator's price; an override needs a reason."
    />
  );
}
