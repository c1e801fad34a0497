import { SimpleGrid, Stack } from "@chauffeur/ui";
import { TextField } from "@chauffeur/ui/form";
import { formatCardNumber, formatCvv, formatExpiry } from "../../lib/payments/card-form";

/** The sandbox's card fields of the surrounding Form: number grouped in fours, MM/YY expiry and CVV. */
export function CardFields() {
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
        format={formatCardNumber}
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
          format={formatExpiry}
        />
        <TextField
          label="CVV"
          name="cvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          required
          format={formatCvv}
        />
      </SimpleGrid>
    </Stack>
  );
}
