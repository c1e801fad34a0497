import { CHAUFFEUR_PAYOUT_PERCENT, RegisterDriver } from "@chauffeur/contract";
import { Button } from "@chauffeur/ui";
import { TextField } from "@chauffeur/ui/form";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { registerDriver } from "../api/register-driver";
import { carFormValues, DriverFields } from "./driver-fields";
import { PayShareField } from "./pay-share-field";

const EMPTY = {
  driverInfo: {
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    licenseNumber: "",
    vehicleTypes: [],
    car: carFormValues(),
  },
  password: "",
};

/**
 * Registers a driver, checked by POST /api/drivers/register's own schema; with `payShare` (the staff of
 * the pay area) at the share typed, else at the standard share.
 */
export function AddDriverDialog({ onAdded, payShare = false }: { onAdded: () => void; payShare?: boolean }) {
  const dialog = useDialogForm(
    RegisterDriver,
    payShare ? { ...EMPTY, payoutPercent: CHAUFFEUR_PAYOUT_PERCENT } : EMPTY,
    async (input) => ({ message: `Driver ${(await registerDriver(input)).driver_name} added successfully!` }),
    onAdded,
  );
  return (
    <FormDialog
      dialog={dialog}
      title="Add driver"
      size={{ base: "full", md: "lg" }}
      submitLabel="Add driver"
      trigger={<Button colorPalette="gold">Add driver</Button>}
    >
      <DriverFields
        extra={
          <>
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              helper="At least 10 characters with letters and digits."
              required
            />
            {payShare && <PayShareField />}
          </>
        }
      />
    </FormDialog>
  );
}
