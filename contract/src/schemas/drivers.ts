import { z } from "zod";
import { DRIVER_STATUSES } from "../rules/statuses";
import { EmailAddress, PhoneNumber, passwordText, singleLine } from "./text";

/** SPEC.md section 3: the vehicle types a driver can drive. */
export const DRIVER_VEHICLE_TYPES = [
  "sedan",
  "suv",
  "premium",
  "electric",
  "van",
  "sprinter",
  "bus",
  "minicoach",
] as const;
export const DriverVehicleType = z.enum(DRIVER_VEHICLE_TYPES);
export type DriverVehicleType = z.infer<typeof DriverVehicleType>;

const required = (max: number, message: string) => singleLine(max).pipe(z.string().min(1, message));

export const DriverInfo = z.object({
  firstName: required(80, "First name is required"),
  lastName: required(80, "Last name is required"),
  email: EmailAddress,
  phone: PhoneNumber,
  licenseNumber: required(40, "License number is required"),
  /** At least one: a driver with none could never be assigned a ride. */
  vehicleTypes: z
    .array(DriverVehicleType)
    .min(1, "Choose at least one vehicle type")
    .max(DRIVER_VEHICLE_TYPES.length)
    .refine((types) => new Set(types).size === types.length, "Each vehicle type only once"),
});
export type DriverInfo = z.infer<typeof DriverInfo>;

/** At least 10 characters with letters and digits. */
export const DriverPassword = passwordText(10, "Password must be at least 10 characters").refine(
  (v) => /[A-Za-z]/.test(v) && /\d/.test(v),
  "Password must contain letters and digits",
);

/** POST /api/drivers/register (admin only). */
export const RegisterDriver = z.object({ driverInfo: DriverInfo, password: DriverPassword });
export type RegisterDriver = z.infer<typeof RegisterDriver>;

/**
 * PATCH /api/admin/drivers/{id} (admin only): the admin corrects a driver's details and vehicle types,
 * or takes them off the rota (inactive drivers are never offered a ride). The password stays the
 * driver's.
 */
export const UpdateDriver = z.object({ driverInfo: DriverInfo, status: z.enum(DRIVER_STATUSES) });
export type UpdateDriver = z.infer<typeof UpdateDriver>;

export const DriverRegistered = z.object({ driver_id: z.string(), driver_name: z.string() });
export type DriverRegistered = z.infer<typeof DriverRegistered>;

/** SPEC.md section 3: a driver as the admin sees it. */
export const Driver = z.object({
  id: z.string(),
  status: z.string(),
  driverInfo: DriverInfo,
  assignedBookings: z.array(z.string()),
  createdAt: z.string(),
});
export type Driver = z.infer<typeof Driver>;
