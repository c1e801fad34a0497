import { Field, Input } from "@chauffeur/ui";
import type { ComponentProps } from "react";

interface TextFieldProps extends Omit<ComponentProps<typeof Input>, "onChange"> {
  label: string;
  name: string;
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
  helper?: string;
}

/** A labelled input whose error sits under it, is announced, and is tied to it by aria-describedby. */
export function TextField({ label, name, value, error, onValueChange, helper, ...rest }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={rest.required}>
      <Field.Label>
        {label}
        {rest.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={name} value={value} onChange={(e) => onValueChange(e.target.value)} {...rest} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText role="alert" color="red.700">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
