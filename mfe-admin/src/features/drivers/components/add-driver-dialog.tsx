import { DRIVER_VEHICLE_TYPES, RegisterDriver } from "@chauffeur/contract";
import { Button, CloseButton, Field, Input, Portal, SimpleGrid, Stack, Text, toaster } from "@chauffeur/ui";
import { Checkbox, Dialog } from "@chauffeur/ui/widgets";
import { type FormEvent, useState } from "react";
import { errorText } from "../../../lib/api-client";
import { registerDriver } from "../api/register-driver";

const FIELDS = [
  ["firstName", "First name", "text"],
  ["lastName", "Last name", "text"],
  ["email", "Email", "email"],
  ["phone", "Phone", "tel"],
  ["licenseNumber", "License number", "text"],
  ["password", "Password", "password"],
] as const;

export function AddDriverDialog({ onAdded }: { onAdded: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLElement>) {
    event.preventDefault();
    if (!(event.currentTarget instanceof HTMLFormElement)) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const parsed = RegisterDriver.safeParse({
      driverInfo: {
        firstName: text("firstName"),
        lastName: text("lastName"),
        email: text("email"),
        phone: text("phone"),
        licenseNumber: text("licenseNumber"),
        vehicleTypes: form.getAll("vehicleTypes").map(String),
      },
      password: text("password"),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues.map((i) => i.message).join("; "));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const result = await registerDriver(parsed.data);
      toaster.create({ type: "success", title: `Driver ${result.driver_name} added successfully!` });
      setOpen(false);
      onAdded();
    } catch (err) {
      toaster.create({ type: "error", title: "Error adding driver", description: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size={{ base: "full", md: "lg" }}>
      <Dialog.Trigger asChild>
        <Button colorPalette="gold">Add driver</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>Add driver</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  {FIELDS.map(([name, label, type]) => (
                    <Field.Root key={name} required>
                      <Field.Label>{label}</Field.Label>
                      <Input
                        name={name}
                        type={type}
                        autoComplete={type === "password" ? "new-password" : "off"}
                      />
                    </Field.Root>
                  ))}
                </SimpleGrid>
                <Text fontSize="sm" color="fg.muted">
                  Passwords need at least 10 characters with letters and digits.
                </Text>
                <fieldset>
                  <Text as="legend" fontWeight="medium" mb="2">
                    Vehicle types
                  </Text>
                  <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
                    {DRIVER_VEHICLE_TYPES.map((type) => (
                      <Checkbox.Root key={type} name="vehicleTypes" value={type}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{type}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </SimpleGrid>
                </fieldset>
                {problem && (
                  <Text color="fg.error" role="alert">
                    {problem}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" colorPalette="gold" loading={busy}>
                Add driver
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
