import { Field, NativeSelect } from "@chauffeur/ui";

interface NumberSelectProps {
  label: string;
  name: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  format?: (n: number) => string;
}

/** A labelled select of whole numbers from min to max. */
export function NumberSelect({ label, name, value, min, max, onChange, format = String }: NumberSelectProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(Number(e.target.value))}>
          {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
            <option key={n} value={n}>
              {format(n)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
