import { DRIVER_VEHICLE_TYPES } from "@chauffeur/contract";
import { Fieldset, SimpleGrid } from "@chauffeur/ui";
import { TextField } from "@chauffeur/ui/form";
import { CheckboxGroupField } from "@chauffeur/ui/form/checkbox";
import type { ReactNode } from "react";

const FIELDS = [
  ["driverInfo.firstName", "First name", "text"],
  ["driverInfo.lastName", "Last name", "text"],
  ["driverInfo.email", "Email", "email"],
  ["driverInfo.phone", "Phone", "tel"],
  ["driverInfo.licenseNumber", "License number", "text"],
] as const;

/** The car the driver drives: told to the customer with the chauffeur's name, so each part is optional. */
const CAR_FIELDS = [
  ["driverInfo.car.make", "Make", "Cadillac"],
  ["driverInfo.car.model", "Model", "Escalade"],
  ["driverInfo.car.colour", "Colour", "Black"],
  ["driverInfo.car.plate", "Plate", "4ABC 123"],
] as const;

/** A driver's car as the form holds it: blank for what is not known (the schema stores null). */
export const carFormValues = (
  car: Partial<Record<"make" | "model" | "colour" | "plate", string | null>> = {},
) => ({
  make: car.make ?? "",
  model: car.model ?? "",
  colour: car.colour ?? "",
  plate: car.plate ?? "",
});

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
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium">
          Car (told to customers with the chauffeur's name)
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mt="2">
          {CAR_FIELDS.map(([name, label, placeholder]) => (
            <TextField key={name} name={name} label={label} placeholder={placeholder} autoComplete="off" />
          ))}
        </SimpleGrid>
      </Fieldset.Root>
    </>
  );
}
