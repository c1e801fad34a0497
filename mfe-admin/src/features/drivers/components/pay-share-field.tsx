import { CHAUFFEUR_PAYOUT_PERCENT } from "@chauffeur/contract";
import { Field, Input } from "@chauffeur/ui";
import { useFormField } from "@chauffeur/ui/form";

/**
 * The chauffeur's share of their rides' fares and waiting, in whole percent (docs/decisions/025). Shown to
 * the staff who may set pay; the server checks the role and the range again. A blank entry is not a number,
 * so the contract's own words refuse it.
 */
export function PayShareField() {
  const { field, error, edited } = useFormField("payoutPercent");
  const value = typeof field.value === "number" && Number.isFinite(field.value) ? String(field.value) : "";
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Pay share (%)
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={field.name}
        ref={field.ref}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={value}
        onBlur={field.onBlur}
        onChange={(e) => {
          const typed = e.target.value.trim();
          field.onChange(typed === "" ? Number.NaN : Number(typed));
          edited();
        }}
      />
      {!error && (
        <Field.HelperText>
          Of the fare and waiting; tolls, parking and gratuity are theirs in full. Standard{" "}
          {CHAUFFEUR_PAYOUT_PERCENT}%.
        </Field.HelperText>
      )}
      <Field.ErrorText role="alert" color="red.700">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
