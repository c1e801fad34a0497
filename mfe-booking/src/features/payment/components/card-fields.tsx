import { SimpleGrid, Stack } from "@chauffeur/ui";
import { TextField } from "../../../components/text-field";
import {
  formatCardNumber,
  formatCvv,
  formatExpiry,
  type PaymentErrors,
  type PaymentFields,
} from "../lib/card-rules";

interface FieldsProps {
  values: PaymentFields;
  errors: PaymentErrors;
  onChange: (patch: Partial<PaymentFields>) => void;
}

/** Card number grouped in fours, MM/YY expiry and CVV, formatted as they are typed. */
export function CardFields({ values, errors, onChange }: FieldsProps) {
  return (
    <Stack gap="4">
      <TextField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        required
        value={values.cardNumber}
        error={errors.cardNumber}
        onValueChange={(v) => onChange({ cardNumber: formatCardNumber(v) })}
      />
      <SimpleGrid columns={2} gap="4">
        <TextField
          label="Expiry date"
          name="expiryDate"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          required
          value={values.expiryDate}
          error={errors.expiryDate}
          onValueChange={(v) => onChange({ expiryDate: formatExpiry(v, values.expiryDate) })}
        />
        <TextField
          label="CVV"
          name="cvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          required
          value={values.cvv}
          error={errors.cvv}
          onValueChange={(v) => onChange({ cvv: formatCvv(v) })}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Name on card and the billing address. */
export function BillingFields({ values, errors, onChange }: FieldsProps) {
  const field = (name: "nameOnCard" | "billingAddress" | "city" | "state" | "zipCode") => ({
    name,
    required: true,
    value: values[name],
    error: errors[name],
    onValueChange: (v: string) => onChange({ [name]: v }),
  });
  return (
    <Stack gap="4">
      <TextField label="Name on card" autoComplete="cc-name" {...field("nameOnCard")} />
      <TextField label="Billing address" autoComplete="street-address" {...field("billingAddress")} />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <TextField label="City" autoComplete="address-level2" {...field("city")} />
        <TextField label="State" autoComplete="address-level1" {...field("state")} />
        <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" {...field("zipCode")} />
      </SimpleGrid>
    </Stack>
  );
}
