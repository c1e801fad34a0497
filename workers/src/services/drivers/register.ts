import type { DriverInfo, DriverRegistered, RegisterDriver } from "@chauffeur/contract";
import { drivers } from "@chauffeur/db";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { hashPassword } from "../auth/password";
import type { Ctx } from "../core/context";
import { ConflictError } from "../core/errors";

export const EMAIL_TAKEN = "A driver with this email already exists";

/** A driver's details as their columns (the car's four parts each in its own). */
export const driverColumns = (info: DriverInfo) => ({
  firstName: info.firstName,
  lastName: info.lastName,
  email: info.email,
  phone: info.phone,
  licenseNumber: info.licenseNumber,
  vehicleTypes: info.vehicleTypes,
  carMake: info.car.make,
  carModel: info.car.model,
  carColour: info.car.colour,
  carPlate: info.car.plate,
});

export async function registerDriver({
  ctx: { db, now: at },
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof RegisterDriver>;
}): Promise<DriverRegistered> {
  const { driverInfo: info } = input;
  const taken = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.email, info.email)).get();
  if (taken) throw new ConflictError(EMAIL_TAKEN);
  const now = at.toISOString();
  const id = crypto.randomUUID();
  // The unique index settles two registrations racing with one e-mail: one insert, then a 409.
  const inserted = await db
    .insert(drivers)
    .values({
      id,
      status: "active",
      ...driverColumns(info),
      payoutPercent: input.payoutPercent,
      passwordHash: await hashPassword(input.password),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: drivers.id });
  if (inserted.length !== 1) throw new ConflictError(EMAIL_TAKEN);
  return { driver_id: id, driver_name: `${info.firstName} ${info.lastName}` };
}
