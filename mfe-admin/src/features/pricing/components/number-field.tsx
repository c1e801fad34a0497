import { Field, Input } from "@chauffeur/ui";

/**
 * A number the operator types: dollars shown for cents (`cents`), or the number as is. An empty or
 * unreadable entry keeps the last good value, so the draft never holds NaN; the server checks the rest.
 * Uncontrolled: the panel remounts its form (a new key) when it loads another version.
 */
export function NumberField({
  label,
  value,
  onChange,
  cents = false,
  step,
  width = "7rem",
}: {
  label: string;
  value: number;
  onChange: (next: number) => void;
  cents?: boolean;
  step?: number;
  width?: string;
}) {
  const shown = cents ? value / 100 : value;
  return (
    <Field.Root width={width}>
      <Field.Label textStyle="xs">{label}</Field.Label>
      <Input
        size="sm"
        type="number"
        inputMode="decimal"
        step={step ?? (cents ? 0.01 : 1)}
        defaultValue={shown}
        onChange={(e) => {
          const read = Number(e.currentTarget.value);
          if (e.currentTarget.value.trim() === "" || !Number.isFinite(read)) return;
          onChange(cents ? Math.round(read * 100) : read);
        }}
      />
    </Field.Root>
  );
}

/** A lowercase id for a rule from its name: "Back Bay" → "back-bay". */
export const slugOf = (name: string, fallback: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40) || fallback;
