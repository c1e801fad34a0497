import { RegisterDriver } from "@chauffeur/contract";
import { Button } from "@chauffeur/ui";
import { TextField } from "@chauffeur/ui/form";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { registerDriver } from "../api/register-driver";
import { carFormValues, DriverFields } from "./driver-fields";

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

/** Registers a driver, checked by POST /api/drivers/register's own schema. */
export function AddDriverDialog({ onAdded }: { onAdded: () => void }) {
  const dialog = useDialogForm(
    RegisterDriver,
    EMPTY,
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
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            helper="At least 10 characters with letters and digits."
            required
          />
        }
      />
    </FormDialog>
  );
}
