import { z } from "zod";

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

const phone = z
  .string()
  .trim()
  .min(1, "Phone number is required")
  .max(40)
  .refine((v) => /^\+?[1-9]\d{0,15}$/.test(v.replace(/[\s\-()]/g, "")), "Please enter a valid phone number");

export const DriverInfo = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(80),
  lastName: z.string().trim().min(1, "Last name is required").max(80),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Please enter a valid email")),
  phone,
  licenseNumber: z.string().trim().min(1, "License number is required").max(40),
  vehicleTypes: z.array(DriverVehicleType).max(DRIVER_VEHICLE_TYPES.length),
});
export type DriverInfo = z.infer<typeof DriverInfo>;

/** At least 10 characters with letters and digits. */
export const DriverPassword = z
  .string()
  .min(10, "Password must be at least 10 characters")
  .max(256)
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), "Password must contain letters and digits");

/** POST /api/drivers/register (admin only). */
export const RegisterDriver = z.object({ driverInfo: DriverInfo, password: DriverPassword });
export type RegisterDriver = z.infer<typeof RegisterDriver>;

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
