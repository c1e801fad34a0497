import { Field, Input } from "@chauffeur/ui";
import { useFormField } from "@chauffeur/ui/form";
import { useState } from "react";

/** The dispatcher's price in dollars, kept as cents; empty means the operator's price. */
export function PriceOverrideField() {
  const { field, error, edited } = useFormField("priceOverrideCents");
  const [text, setText] = useState("");
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Price override (USD)</Field.Label>
      <Input
        name={field.name}
        inputMode="decimal"
        value={text}
        placeholder="The operator's price"
        onBlur={field.onBlur}
        onChange={(e) => {
          const typed = e.target.value;
          setText(typed);
          const dollars = Number(typed.replace(/[$,\s]/g, ""));
          field.onChange(
            typed.trim() === "" || !Number.isFinite(dollars) ? undefined : Math.round(dollars * 100),
          );
          edited();
        }}
      />
      <Field.HelperText>Leave empty for the operator's price; an override needs a reason.</Field.HelperText>
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  );
}
