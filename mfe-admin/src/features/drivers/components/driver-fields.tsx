import { DRIVER_VEHICLE_TYPES } from "@chauffeur/contract";
import { SimpleGrid } from "@chauffeur/ui";
import { CheckboxGroupField, TextField } from "@chauffeur/ui/form";
import type { ReactNode } from "react";

const FIELDS = [
  ["driverInfo.firstName", "First name", "text"],
  ["driverInfo.lastName", "Last name", "text"],
  ["driverInfo.email", "Email", "email"],
  ["driverInfo.phone", "Phone", "tel"],
  ["driverInfo.licenseNumber", "License number", "text"],
] as const;

const VEHICLE_TYPES = DRIVER_VEHICLE_TYPES.map((value) => ({ value, label: value }));

/**
 * A driver's details as the add and edit dialogs ask for them (the contract's DriverInfo), with
 * `extra` in the grid after them (the new driver's password, the driver's status).
 */
export function DriverFields({ extra }: { extra?: ReactNode }) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {FIELDS.map(([name, label, type]) => (
          <TextField key={name} name={name} label={label} type={type} autoComplete="off" required />
        ))}
        {extra}
      </SimpleGrid>
      <CheckboxGroupField name="driverInfo.vehicleTypes" label="Vehicle types" options={VEHICLE_TYPES} />
    </>
  );
}
