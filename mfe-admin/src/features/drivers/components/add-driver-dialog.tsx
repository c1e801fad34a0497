import { DRIVER_VEHICLE_TYPES, RegisterDriver } from "@chauffeur/contract";
import { Button, Portal, SimpleGrid, Stack } from "@chauffeur/ui";
import { CheckboxGroupField, Form, FormAlert, TextField } from "@chauffeur/ui/form";
import { Dialog } from "@chauffeur/ui/widgets";
import { DialogFormFooter } from "../../../components/dialog-form-footer";
import { errorText } from "../../../lib/api-client";
import { useDialogForm } from "../../../lib/use-dialog-form";
import { registerDriver } from "../api/register-driver";

const FIELDS = [
  ["driverInfo.firstName", "First name", "text"],
  ["driverInfo.lastName", "Last name", "text"],
  ["driverInfo.email", "Email", "email"],
  ["driverInfo.phone", "Phone", "tel"],
  ["driverInfo.licenseNumber", "License number", "text"],
] as const;

const VEHICLE_TYPES = DRIVER_VEHICLE_TYPES.map((value) => ({ value, label: value }));

const EMPTY = {
  driverInfo: { firstName: "", lastName: "", email: "", phone: "", licenseNumber: "", vehicleTypes: [] },
  password: "",
};

/** Registers a driver, checked by POST /api/drivers/register's own schema. */
export function AddDriverDialog({ onAdded }: { onAdded: () => void }) {
  const { open, setOpen, form, send } = useDialogForm(
    RegisterDriver,
    EMPTY,
    async (input) => ({ message: `Driver ${(await registerDriver(input)).driver_name} added successfully!` }),
    onAdded,
  );

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size={{ base: "full", md: "lg" }}>
      <Dialog.Trigger asChild>
        <Button colorPalette="gold">Add driver</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Form form={form} onValid={send} failureText={errorText}>
              <Dialog.Header>
                <Dialog.Title>Add driver</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                    {FIELDS.map(([name, label, type]) => (
                      <TextField
                        key={name}
                        name={name}
                        label={label}
                        type={type}
                        autoComplete="off"
                        required
                      />
                    ))}
                    <TextField
                      name="password"
                      label="Password"
                      type="password"
                      autoComplete="new-password"
                      helper="At least 10 characters with letters and digits."
                      required
                    />
                  </SimpleGrid>
                  <CheckboxGroupField
                    name="driverInfo.vehicleTypes"
                    label="Vehicle types"
                    options={VEHICLE_TYPES}
                  />
                  <FormAlert />
                </Stack>
              </Dialog.Body>
              <DialogFormFooter submitLabel="Add driver" busy={form.formState.isSubmitting} />
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
