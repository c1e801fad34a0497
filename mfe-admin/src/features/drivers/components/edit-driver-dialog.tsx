import { DRIVER_STATUSES, type Driver, UpdateDriver } from "@chauffeur/contract";
import { Button } from "@chauffeur/ui";
import { SelectField } from "@chauffeur/ui/form";
import { FormDialog } from "../../../components/form-dialog";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { updateDriver } from "../api/update-driver";
import { carFormValues, DriverFields } from "./driver-fields";
import { PayShareField } from "./pay-share-field";

const STATUSES = DRIVER_STATUSES.map((value) => ({
  value,
  label: value === "active" ? "Active: offered rides" : "Inactive: offered no rides",
}));

/** The form's values: the driver as the list shows them now (their pay share for those who set pay). */
const current = (driver: Driver, payShare: boolean): UpdateDriver => ({
  driverInfo: { ...driver.driverInfo, car: carFormValues(driver.driverInfo.car) },
  status: driver.status === "inactive" ? "inactive" : "active",
  ...(payShare ? { payoutPercent: driver.payoutPercent } : {}),
});

/**
 * Corrects a driver's details, vehicle types or status, checked by PATCH /api/admin/drivers/{id}'s own
 * schema. The server refuses a change that would strand a ride the driver holds, and says which. With
 * `payShare` (the staff of the pay area) it also sets the chauffeur's pay share; without, it leaves it.
 */
export function EditDriverDialog({
  driver,
  onSaved,
  payShare = false,
}: {
  driver: Driver;
  onSaved: () => void;
  payShare?: boolean;
}) {
  const name = `${driver.driverInfo.firstName} ${driver.driverInfo.lastName}`;
  const dialog = useDialogForm(
    UpdateDriver,
    current(driver, payShare),
    (input) => updateDriver(driver.id, input),
    onSaved,
  );
  return (
    <FormDialog
      dialog={dialog}
      title={`Edit ${name}`}
      size={{ base: "full", md: "lg" }}
      submitLabel="Save changes"
      // Each opening starts from the driver as the list shows them now.
      onOpen={() => dialog.form.reset(current(driver, payShare))}
      trigger={
        <Button size="sm" variant="outline" aria-label={`Edit ${name}`}>
          Edit
        </Button>
      }
    >
      <DriverFields
        extra={
          <>
            <SelectField name="status" label="Status" options={STATUSES} required />
            {payShare && <PayShareField />}
          </>
        }
      />
    </FormDialog>
  );
}
