/**
 * The form layer's checkboxes (`@chauffeur/ui/form/checkbox`): an entry of their own, since they are
 * the widgets' (a shared module a form without checkboxes, such as the manage page's lookup, never
 * needs to load).
 */
import { Field, Fieldset, SimpleGrid } from "@chauffeur/ui";
import { Checkbox } from "@chauffeur/ui/widgets";
import type { ReactNode } from "react";
import { type SelectOption, useFormField } from "./fields";

/** A checkbox of the surrounding Form, its error under it. */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const { field, error, edited } = useFormField(name);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        name={field.name}
        checked={field.value === true}
        invalid={Boolean(error)}
        onCheckedChange={(e) => {
          field.onChange(e.checked === true);
          edited();
        }}
      >
        <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText role="alert" color="red.700">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** A group of checkboxes of the surrounding Form holding the checked values as an array. */
export function CheckboxGroupField({
  name,
  label,
  options,
  columns = { base: 2, md: 4 },
}: { name: string; label: ReactNode } & {
  options: readonly SelectOption[];
  columns?: Record<string, number>;
}) {
  const { field, error, edited } = useFormField(name);
  const checked: string[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" color="fg">
        {label}
      </Fieldset.Legend>
      <SimpleGrid columns={columns} gap="2">
        {options.map((o) => (
          <Checkbox.Root
            key={o.value}
            name={field.name}
            value={o.value}
            checked={checked.includes(o.value)}
            onCheckedChange={(e) => {
              field.onChange(
                e.checked === true ? [...checked, o.value] : checked.filter((v) => v !== o.value),
              );
              edited();
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      <Fieldset.ErrorText role="alert" color="red.700">
        {error}
      </Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
