import {
  type Driver,
  type DriverPage,
  holdsDriver,
  type PageQuery,
  type UpdateDriver,
} from "@chauffeur/contract";
import { bookings, type Db, drivers } from "@chauffeur/db";
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { endSessionsStatement } from "../auth/sessions";
import { runGuarded } from "../core/batch";
import type { Ctx } from "../core/context";
import { ConflictError, NotFoundError } from "../core/errors";
import { textSearch } from "../core/search";
import { driverRating, ratingColumns, ratingFlagOf, ratingSince } from "../ratings/averages";
import { driverColumns, EMAIL_TAKEN } from "./register";

/** Drivers newest first, searchable by name, e-mail, phone or licence, with the bookings they hold. */
export async function listDrivers({
  ctx: { db, config, now },
  input: query,
}: {
  ctx: Ctx;
  input: PageQuery;
}): Promise<DriverPage> {
  const filter = textSearch(query.search, [
    sql`${drivers.firstName} || ' ' || ${drivers.lastName}`,
    drivers.email,
    drivers.phone,
    drivers.licenseNumber,
  ]);
  const [rows, totals] = await db.batch([
    db
      .select({ driver: drivers, ...ratingColumns('"drivers"."id"', ratingSince(now)) })
      .from(drivers)
      .where(filter)
      .orderBy(desc(drivers.createdAt), desc(drivers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(drivers).where(filter),
  ]);
  const flag = ratingFlagOf(config);
  const ids = rows.map((r) => r.driver.id);
  const held =
    ids.length === 0
      ? []
      : await db
          .select({ id: bookings.id, driverId: bookings.assignedDriverId })
          .from(bookings)
          .where(and(inArray(bookings.assignedDriverId, ids), ne(bookings.assignmentStatus, "unassigned")));
  const items: Driver[] = rows.map(({ driver: r, ...rating }) => ({
    id: r.id,
    status: r.status,
    driverInfo: {
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      licenseNumber: r.licenseNumber,
      vehicleTypes: r.vehicleTypes as Driver["driverInfo"]["vehicleTypes"],
      car: { make: r.carMake, model: r.carModel, colour: r.carColour, plate: r.carPlate },
    },
    assignedBookings: held.filter((b) => b.driverId === r.id).map((b) => b.id),
    createdAt: r.createdAt,
    payoutPercent: r.payoutPercent,
    rating: driverRating(rating, flag),
  }));
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * Deletes a driver; in the same batch its unfinished bookings become unassigned, each with a history
 * row (written first, while the rows still name the driver). Completed rides keep their driver.
 */
export async function deleteDriver({
  ctx: { db, now: at },
  input: { id, adminId },
}: {
  ctx: Ctx;
  input: { id: string; adminId: string };
}) {
  const driver = await db.select().from(drivers).where(eq(drivers.id, id)).get();
  if (!driver) throw new NotFoundError("Driver not found");
  const now = at.toISOString();
  const name = `${driver.firstName} ${driver.lastName}`;
  const held = "assigned_driver_id = ? and assignment_status <> 'completed' and status <> 'completed'";
  const [, , removed] = await runGuarded(db, [
    {
      sql: `insert into booking_events (booking_id, actor_type, actor_id, field, from_value, to_value, note, created_at)
        select id, 'admin', ?, 'assignment', assignment_status, 'unassigned', ?, ? from bookings where ${held}`,
      params: [adminId, `Driver ${name} was removed`, now, id],
    },
    {
      sql: `update bookings set assigned_driver_id = null, assignment_status = 'unassigned', responded_at = null,
        assignment_notes = null, updated_at = ? where ${held}`,
      params: [now, id],
    },
    { sql: "delete from drivers where id = ?", params: [id] },
    endSessionsStatement("driver", id, "deleted", at.getTime()),
  ]);
  if (removed !== 1) throw new NotFoundError("Driver not found");
  return { message: `Driver ${name} deleted successfully` };
}

/** Why a change would strand rides the driver holds: each must be reassigned first. */
function strandedRides(
  held: { reference: string; vehicleType: string }[],
  input: UpdateDriver,
): string | null {
  if (held.length === 0) return null;
  const refs = (rides: typeof held) => rides.map((r) => r.reference).join(", ");
  if (input.status === "inactive") {
    return `This driver holds upcoming rides (${refs(held)}): reassign them before making the driver inactive`;
  }
  const kept = new Set<string>(input.driverInfo.vehicleTypes);
  const orphaned = held.filter((r) => !kept.has(r.vehicleType));
  if (orphaned.length === 0) return null;
  const types = [...new Set(orphaned.map((r) => r.vehicleType))].join(", ");
  return `This driver holds upcoming ${types} rides (${refs(orphaned)}): reassign them before removing ${types}`;
}

/**
 * Corrects a driver's details, vehicle types or status. Refused (409) when the e-mail is another
 * driver's, or when the change would leave a ride the driver holds without a driver who can take it
 * (made inactive, or a vehicle type dropped that one of their upcoming rides needs).
 */
export async function updateDriver({
  ctx: { db, now },
  input: { id, ...input },
}: {
  ctx: Ctx;
  input: UpdateDriver & { id: string };
}) {
  const driver = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, id)).get();
  if (!driver) throw new NotFoundError("Driver not found");
  const info = input.driverInfo;
  const [sameEmail, rides] = await db.batch([
    db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.email, info.email), ne(drivers.id, id))),
    db
      .select({
        reference: bookings.reference,
        vehicleType: bookings.vehicleType,
        status: bookings.status,
        assignmentStatus: bookings.assignmentStatus,
      })
      .from(bookings)
      .where(eq(bookings.assignedDriverId, id)),
  ]);
  if (sameEmail.length > 0) throw new ConflictError(EMAIL_TAKEN);
  const stranded = strandedRides(rides.filter(holdsDriver), input);
  if (stranded) throw new ConflictError(stranded);
  try {
    await db
      .update(drivers)
      .set({
        status: input.status,
        ...driverColumns(info),
        ...(input.payoutPercent === undefined ? {} : { payoutPercent: input.payoutPercent }),
        updatedAt: now.toISOString(),
      })
      .where(eq(drivers.id, id));
    // Made inactive: its sessions end for good, so reactivating it later revives no token (issue 37).
    if (input.status === "inactive") {
      await runGuarded(db, [endSessionsStatement("driver", id, "made inactive", now.getTime())]);
    }
  } catch (error) {
    // Another driver took the e-mail between the check and the update: the unique index refused it.
    if (String(error).includes("UNIQUE")) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
  return { message: `Driver ${info.firstName} ${info.lastName} updated successfully` };
}

/** A driver's fields as the audit log compares them (never the password hash). */
export async function driverAuditFields(db: Db, id: string): Promise<Record<string, unknown> | null> {
  const row = await db.select().from(drivers).where(eq(drivers.id, id)).get();
  if (!row) return null;
  const { passwordHash: _hash, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return { name: `${row.firstName} ${row.lastName}`, ...fields };
}

/** The label of a driver in the audit log: their name. */
export const driverLabel = (fields: Record<string, unknown> | null) =>
  typeof fields?.name === "string" ? fields.name : null;
