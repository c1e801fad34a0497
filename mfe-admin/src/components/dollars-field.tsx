import { Field, Input } from "@chauffeur/ui";
import { useFormField } from "@chauffeur/ui/form";
import { useState } from "react";

/**
 * A price typed in dollars ("1,250" or "$1250.00") and kept in the form as cents, as the API takes it;
 * empty is undefined (the schema says whether that is allowed).
 */
export function DollarsField({
  name,
  label,
  helper,
  placeholder,
  initialCents,
}: {
  name: string;
  label: string;
  helper?: string;
  placeholder?: string;
  initialCents?: number;
}) {
  const { field, error, edited } = useFormField(name);
  const [text, setText] = useState(initialCents === undefined ? "" : String(initialCents / 100));
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={field.name}
        inputMode="decimal"
        value={text}
        placeholder={placeholder}
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
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  );
}
