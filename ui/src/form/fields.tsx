// The package itself, not @chakra-ui/react: the shared singleton that holds the theme's context.
import { Field, Input, NativeSelect, Textarea } from "@chauffeur/ui";
import type { ComponentProps, ReactNode } from "react";
import { type FieldValues, useController, useFormContext } from "react-hook-form";
import { useFieldId } from "./form";

interface Common {
  name: string;
  label: ReactNode;
  helper?: ReactNode;
  required?: boolean;
}

/** The field's state in the surrounding Form; editing it clears its error and the form's (SPEC.md section 5). */
export function useFormField(name: string) {
  const { control, clearErrors, setError } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ name, control });
  const edited = () => {
    if (fieldState.error) clearErrors(name);
    // The form's own message too: the schema's form-wide one ("root") and the server's (FORM_FAILURE).
    clearErrors("root");
  };
  /** Shows a message on the field at once (not waiting for the submit). */
  const refuse = (message: string) => setError(name, { type: "manual", message });
  return { field, error: fieldState.error?.message, edited, refuse };
}

/** Label, control, helper or error: the error sits under the control, is announced and described by it. */
function FieldFrame({
  name,
  label,
  helper,
  required,
  error,
  children,
}: Common & { error: string | undefined; children: ReactNode }) {
  return (
    <Field.Root id={useFieldId(name)} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText role="alert" color="red.700">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** Rewrites what was typed (the card number grouped in fours), given the value before the edit. */
type Format = (typed: string, previous: string) => string;

/** What a text control of the Form needs: its value, ref and events (an edit clears its error). */
function useTextControl(name: string, format?: Format) {
  const { field, error, edited } = useFormField(name);
  const control = {
    name: field.name,
    ref: field.ref,
    value: field.value ?? "",
    onBlur: field.onBlur,
    onChange: (e: { target: { value: string } }) => {
      field.onChange(format ? format(e.target.value, field.value ?? "") : e.target.value);
      edited();
    },
  };
  return { error, control };
}

type InputProps = Omit<ComponentProps<typeof Input>, "name" | "value" | "onChange" | "onBlur">;

/** A text input of the surrounding Form; `format` shapes what is typed. */
export function TextField({
  name,
  label,
  helper,
  required,
  format,
  ...rest
}: Common & InputProps & { format?: Format }) {
  const { error, control } = useTextControl(name, format);
  return (
    <FieldFrame name={name} label={label} helper={helper} required={required} error={error}>
      <Input {...rest} {...control} />
    </FieldFrame>
  );
}

type TextareaProps = Omit<ComponentProps<typeof Textarea>, "name" | "value" | "onChange" | "onBlur">;

/** A multi-line text of the surrounding Form. */
export function TextareaField({ name, label, helper, required, ...rest }: Common & TextareaProps) {
  const { error, control } = useTextControl(name);
  return (
    <FieldFrame name={name} label={label} helper={helper} required={required} error={error}>
      <Textarea {...rest} {...control} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select of the surrounding Form; `placeholder` is an empty first option. */
export function SelectField({
  name,
  label,
  helper,
  required,
  options,
  placeholder,
  asNumber = false,
}: Common & { options: readonly SelectOption[]; placeholder?: string; asNumber?: boolean }) {
  const { field, error, edited } = useFormField(name);
  return (
    <FieldFrame name={name} label={label} helper={helper} required={required} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.name}
          ref={field.ref}
          value={field.value ?? ""}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(asNumber ? Number(e.target.value) : e.target.value);
            edited();
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}
