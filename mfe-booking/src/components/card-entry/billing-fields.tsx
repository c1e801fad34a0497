import { SimpleGrid, Stack } from "@chauffeur/ui";
import { TextField } from "@chauffeur/ui/form";

/** Name on card and the billing address: fields of the surrounding Form. */
export function BillingFields() {
  return (
    <Stack gap="4">
      <TextField name="nameOnCard" label="Name on card" autoComplete="cc-name" required />
      <TextField name="billingAddress" label="Billing address" autoComplete="street-address" required />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <TextField name="city" label="City" autoComplete="address-level2" required />
        <TextField name="state" label="State" autoComplete="address-level1" required />
        <TextField name="zipCode" label="ZIP code" autoComplete="postal-code" inputMode="numeric" required />
      </SimpleGrid>
    </Stack>
  );
}
