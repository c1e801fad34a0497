import { z } from "zod";
import { CHAUFFEUR_PAYOUT_PERCENT } from "../rules/pricing";
import { DRIVER_STATUSES } from "../rules/statuses";
import { DriverRating } from "./ratings";
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

/** Up to `max` characters, or nothing: blank becomes null. */
const optionalLine = (max: number) =>
  singleLine(max)
    .nullish()
    .transform((v) => v || null);

/**
 * The car a driver drives, as the customer is told it with the chauffeur's name ("Black Cadillac
 * Escalade, 4ABC123"). Every part is optional until the dispatcher knows it; a plate is kept as the
 * registration reads (upper case, single spaces).
 */
export const DriverCar = z.object({
  make: optionalLine(40),
  model: optionalLine(40),
  colour: optionalLine(30),
  plate: singleLine(12)
    .nullish()
    .transform((v) => (v ? v.toUpperCase().replace(/\s+/g, " ") : null))
    .refine((v) => v === null || /^[A-Z0-9 -]+$/.test(v), "Plate: letters, digits, spaces and dashes only"),
});
export type DriverCar = z.infer<typeof DriverCar>;
export const NO_CAR: DriverCar = { make: null, model: null, colour: null, plate: null };

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
  /** The car they drive; optional at registration (SPEC.md's fields come first). */
  car: DriverCar.optional().transform((v) => v ?? NO_CAR),
});
export type DriverInfo = z.infer<typeof DriverInfo>;

/** At least 10 characters with letters and digits. */
export const DriverPassword = passwordText(10, "Password must be at least 10 characters").refine(
  (v) => /[A-Za-z]/.test(v) && /\d/.test(v),
  "Password must contain letters and digits",
);

/** The chauffeur's share of their rides' fares and waiting, in percent (the operator's, per chauffeur). */
export const PayoutPercent = z
  .number({ error: "Payout share: a whole percent" })
  .int("Payout share: a whole percent")
  .min(0, "Payout share: 0 to 100 percent")
  .max(100, "Payout share: 0 to 100 percent");

/** POST /api/drivers/register (admin only). */
export const RegisterDriver = z.object({
  driverInfo: DriverInfo,
  password: DriverPassword,
  payoutPercent: PayoutPercent.default(CHAUFFEUR_PAYOUT_PERCENT),
});
export type RegisterDriver = z.infer<typeof RegisterDriver>;

/**
 * PATCH /api/admin/drivers/{id} (admin only): the admin corrects a driver's details and vehicle types,
 * or takes them off the rota (inactive drivers are never offered a ride). The password stays the
 * driver's.
 */
export const UpdateDriver = z.object({
  driverInfo: DriverInfo,
  status: z.enum(DRIVER_STATUSES),
  /** Left out, the share stays as it is. */
  payoutPercent: PayoutPercent.optional(),
});
export type UpdateDriver = z.infer<typeof UpdateDriver>;

export const DriverRegistered = z.object({ driver_id: z.string(), driver_name: z.string() });
export type DriverRegistered = z.infer<typeof DriverRegistered>;

/** A driver's car as the API answers it: every part present, null when not known. */
export const DriverCarView = z.object({
  make: z.string().nullable(),
  model: z.string().nullable(),
  colour: z.string().nullable(),
  plate: z.string().nullable(),
});

/** SPEC.md section 3: a driver as the admin sees it. */
export const Driver = z.object({
  id: z.string(),
  status: z.string(),
  driverInfo: DriverInfo.extend({ car: DriverCarView }),
  assignedBookings: z.array(z.string()),
  createdAt: z.string(),
  /** Their share of fares and waiting, in percent. */
  payoutPercent: z.number().int(),
  /** Their customers' ratings over the last 90 days. */
  rating: DriverRating,
});
export type Driver = z.infer<typeof Driver>;
